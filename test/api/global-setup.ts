import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, pgliteDatabase } from '../../server/db/client.ts';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed.ts';
import { seedDemoBilling } from '../../server/modules/billing/demo-billing.ts';
import { testNow } from './fixed-time.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated, seeded database. PostgreSQL: a template database. */
    dbTemplate:
      { kind: 'pglite'; file: string } | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

/**
 * Migrating and seeding a database costs seconds; it is done once per run, and every test
 * file starts from a copy, so files stay independent and fast (STACK.md).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `daycare_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openPostgres(withDatabase(adminUrl, template));
    await database.migrate();
    await seedDemoIfEmpty(database.db, { now: testNow, billing: seedDemoBilling });
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', adminUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create();
  const database = pgliteDatabase(client);
  await database.migrate();
  await seedDemoIfEmpty(database.db, { now: testNow, billing: seedDemoBilling });
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = path.resolve('.tmp');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `db-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
