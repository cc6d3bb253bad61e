import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../server/db/client.ts';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed.ts';
import { seedDemoBilling } from '../../server/modules/billing/demo-billing.ts';
import { testNow } from './fixed-time.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated, seeded data folder. PostgreSQL: a template database. */
    dbTemplate:
      { kind: 'pglite'; dir: string } | { kind: 'postgres'; adminUrl: string; template: string };
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

  // A data folder on disk, closed cleanly: a file's copy is a folder copy that PostgreSQL
  // opens reading only what it needs, where a tarball in memory was unpacked whole first
  // (about a quarter of each file's start, 2026-11-28).
  const dir = path.resolve('.tmp', `db-template-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const database = await openPglite({ dataDir: dir });
  await database.migrate();
  await seedDemoIfEmpty(database.db, { now: testNow, billing: seedDemoBilling });
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', dir });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
