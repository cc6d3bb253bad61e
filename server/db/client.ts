import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: queries are written once against pg-core. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction a change runs in (`db.transaction(async (tx) => ...)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What query functions take: the database, or the transaction of the change they are part
 * of. A change, its audit row and its follow-up writes all go through one `tx`.
 */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string of a PostgreSQL server (another process may connect too). */
  url?: string;
  /** The embedded database's whole data folder as a gzipped tarball (a consistent copy). */
  dumpDataDir?: () => Promise<Blob>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, '../migrations');

/** Embedded PGlite in a data folder (or in memory when no folder is given). */
export async function openPglite(options: { dataDir?: string }): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create({ dataDir: options.dataDir }));
}

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A dropped connection must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url: connectionString,
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder });
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: path.join(config.dataDir, 'db') });
}

/** Rows of a raw SQL query; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
