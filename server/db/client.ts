import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { PGliteThread, type WalPosition, embeddedDbDir } from './pglite-thread.ts';
import { guardedAgainstUseInItsTransactions } from './transaction-guard.ts';
import { projectRoot } from '../lib/project-root.ts';

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
  /**
   * The embedded database's data folder on disk, and a way to run work while the database
   * does nothing (db/pglite-thread.ts `hold`): the backup copies the folder (lib/backup).
   */
  onDisk?: {
    dataDir: string;
    hold: <T>(work: (walPosition: () => Promise<WalPosition>) => Promise<T>) => Promise<T>;
    walPosition: () => Promise<WalPosition>;
  };
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(projectRoot, 'server/migrations');

/**
 * Embedded PGlite in a data folder (in memory when none is given, loaded from a dump when
 * one is), in its own worker thread so the server's thread keeps serving meanwhile.
 */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
}): Promise<Database> {
  const thread = new PGliteThread(options);
  await thread.ready;
  return pgliteDatabase(thread);
}

/** A Database over PGlite: in this thread (the seed's template, tools) or in its own. */
export function pgliteDatabase(client: PGlite | PGliteThread): Database {
  // PGliteThread has exactly the part of PGlite's interface Drizzle's driver uses.
  const db = guardedAgainstUseInItsTransactions(
    drizzlePglite({ client: client as PGlite, schema }) as unknown as Db,
  );
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    ...(client instanceof PGliteThread && client.dataDir
      ? {
          onDisk: {
            dataDir: client.dataDir,
            hold: (work) => client.hold(work),
            walPosition: () => client.walPosition(),
          },
        }
      : {}),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A dropped connection must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  const db = guardedAgainstUseInItsTransactions(
    drizzlePg({ client: pool, schema }) as unknown as Db,
  );
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

/** The configured database; `pglite`, when given, is the embedded one already opening. */
export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  pglite?: PGliteThread,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (!pglite) return openPglite({ dataDir: embeddedDbDir(config.dataDir) });
  // Not waiting for it to open: queries queue until it is (db/pglite-thread.ts).
  return pgliteDatabase(pglite);
}

/** Rows of a raw SQL query; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
