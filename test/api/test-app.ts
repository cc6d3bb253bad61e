import fs from 'node:fs';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Database, openPostgres, pgliteDatabase } from '../../server/db/client.ts';
import type { Clock } from '../../server/lib/clock.ts';
import type { Mailer } from '../../server/lib/mailer.ts';
import { testNow } from './fixed-time.ts';
import { withDatabase } from './global-setup.ts';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current: Date = testNow) {}
  now() {
    return new Date(this.current);
  }
  set(at: Date) {
    this.current = new Date(at);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const demo = {
  director: 'director@example.com',
  teacher: 'teacher@example.com',
  parent: 'parent@example.com',
  parent2: 'parent2@example.com',
  password: 'daycare-demo',
} as const;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** What the app logged, with `captureLogs`. */
  logs: string[];
  /** Signs in and returns the Cookie header to send with later requests. */
  login(
    email: string,
    options?: { portal?: 'staff' | 'parent'; rememberMe?: boolean },
  ): Promise<string>;
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

async function openCopy(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(template.file)]);
    const database = pgliteDatabase(await PGlite.create({ loadDataDir: dump }));
    return { database, drop: async () => {} };
  }
  const name = `daycare_test_${process.pid}_${Math.floor(performance.now() * 1000)}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  const database = await openPostgres(withDatabase(template.adminUrl, name));
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The whole app on its own copy of the seeded database, as a browser would reach it. With
 * `captureLogs`, the app logs (at info) into `logs`, one string per line, for tests that
 * check what the log says.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: { captureLogs?: boolean } = {},
): Promise<TestApp> {
  const { database, drop } = await openCopy();
  const clock = new TestClock();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), clientDir: '/nonexistent', ...overrides };
  // Mails stay in memory, not in a developer's outbox; tests spy on app.mailer.send.
  const mailer: Mailer = { send: async () => {} };
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = options.captureLogs ? { level: 'info', stream } : false;
  const app = await buildApp({ config, database, clock, mailer, logger });
  await app.ready();

  const request: TestApp['request'] = ({ cookie, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  return {
    app,
    database,
    clock,
    logs,
    request,
    async login(email, options = {}) {
      const portal = options.portal ?? (email.startsWith('parent') ? 'parent' : 'staff');
      const res = await app.inject({
        method: 'POST',
        url: `/api/auth/${portal}/login`,
        payload: { email, password: demo.password, rememberMe: options.rememberMe ?? false },
      });
      if (res.statusCode !== 200)
        throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'daycare_session');
      if (!cookie) throw new Error('no session cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
