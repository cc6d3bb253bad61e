import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Database, openPglite, openPostgres } from '../../server/db/client.ts';
import { embeddedDbDir } from '../../server/db/pglite-thread.ts';
import type { Mailer } from '../../server/lib/mail/mailer.ts';
import { TestClock } from './test-clock.ts';
import { withDatabase } from './global-setup.ts';

export { TestClock };

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
  /** The app's clock, and its scheduler: advancing it runs what the app waits for. */
  clock: TestClock;
  /** What the app logged, with `captureLogs`. */
  logs: string[];
  /** Signs in and returns the Cookie header to send with later requests. */
  login(
    email: string,
    options?: { portal?: 'staff' | 'parent'; rememberMe?: boolean },
  ): Promise<string>;
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Runs every background job that is due now (e-mail, …), as the worker would. */
  drainJobs(): Promise<void>;
  close(): Promise<void>;
};

async function openCopy(
  dataDir: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    // In its own thread and on disk (DATA_DIR/db), as the server runs it.
    const dir = embeddedDbDir(dataDir);
    fs.cpSync(template.dir, dir, { recursive: true });
    const database = await openPglite({ dataDir: dir });
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
  options: { captureLogs?: boolean; realMailer?: boolean } = {},
): Promise<TestApp> {
  // The embedded database, files, the outbox and temporary uploads go to a folder of this
  // test file's own (or the one it gives), as the server keeps them in DATA_DIR.
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'daycare-test-'));
  const { database, drop } = await openCopy(dataDir);
  const clock = new TestClock();
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    clientDir: '/nonexistent',
    dataDir,
    // No nightly backup in a test that moves its clock past 02:30, unless it asks for one.
    backups: { dir: path.join(dataDir, 'backups'), time: null, keep: 3 },
    // The tests' cameras are simulated on this machine (test/api/mjpeg-camera.ts): a test
    // network. A test of the refusal of such addresses turns it off (decision 051).
    cameraTestNetwork: true,
    ...overrides,
  };
  // Mails go nowhere, not into a developer's outbox; tests spy on app.mailer.send, or ask
  // for the real mailer (SMTP or outbox, from the config).
  const mailer: Mailer = { send: async () => {} };
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = options.captureLogs ? { level: 'info', stream } : false;
  const app = await buildApp({
    config,
    database,
    clock,
    scheduler: clock,
    mailer: options.realMailer ? undefined : mailer,
    logger,
  });
  await app.ready();

  const devices = new Map<string, string>();
  const request: TestApp['request'] = ({ cookie, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  return {
    app,
    database,
    clock,
    logs,
    request,
    drainJobs: () => app.jobs.drain(),
    async login(email, options = {}) {
      const portal = options.portal ?? (email.startsWith('parent') ? 'parent' : 'staff');
      // One browser per account, as a person's own: it keeps the device cookie it was given,
      // so signing in again is not a sign-in from a new device (decision 067's e-mail).
      const device = devices.get(email);
      const res = await app.inject({
        method: 'POST',
        url: `/api/auth/${portal}/login`,
        payload: { email, password: demo.password, rememberMe: options.rememberMe ?? false },
        ...(device ? { headers: { cookie: device } } : {}),
      });
      if (res.statusCode !== 200)
        throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      const given = res.cookies.find((c) => c.name === 'daycare_device');
      if (given) devices.set(email, `${given.name}=${given.value}`);
      const cookie = res.cookies.find((c) => c.name === 'daycare_session');
      if (!cookie) throw new Error('no session cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type DemoAccount = 'director' | 'teacher' | 'parent' | 'parent2';

/**
 * The usual start of an API test file: the app on its own database, the four demo accounts
 * signed in (`cookie.director` ...), closed after the file. Call it at the top of the file;
 * `t` works from the first `beforeAll` on (hooks run in the order they are declared).
 */
export function testApp(
  options: { config?: Partial<Config>; captureLogs?: boolean; rememberMe?: boolean } = {},
): TestApp & { cookie: Record<DemoAccount, string> } {
  let app: TestApp | undefined;
  const cookie: Record<DemoAccount, string> = {
    director: '',
    teacher: '',
    parent: '',
    parent2: '',
  };
  beforeAll(async () => {
    app = await startTestApp(options.config, { captureLogs: options.captureLogs });
    for (const who of Object.keys(cookie) as DemoAccount[])
      cookie[who] = await app.login(demo[who], { rememberMe: options.rememberMe });
  });
  afterAll(() => app?.close());
  return new Proxy({ cookie } as TestApp & { cookie: Record<DemoAccount, string> }, {
    get(target, property) {
      if (property === 'cookie') return target.cookie;
      if (!app) throw new Error('testApp() is ready from the first beforeAll on');
      const value = app[property as keyof TestApp];
      return typeof value === 'function' ? value.bind(app) : value;
    },
  });
}
