import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Where the embedded database keeps its data: `db` in the data folder (DATA_DIR). */
export const embeddedDbDir = (dataDir: string) => path.join(dataDir, 'db');

type Result = {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
};
/** Where PostgreSQL has written its log to: a file of pg_wal and the offset in it. */
export type WalPosition = { file: string; offset: number };

const walPositionOf = async (db: { query: Queryable['query'] }): Promise<WalPosition> => {
  const { rows } = await db.query(
    'select file_name, file_offset from pg_walfile_name_offset(pg_current_wal_lsn())',
  );
  const row = rows[0] as { file_name: string; file_offset: number | string };
  return { file: path.join('pg_wal', row.file_name), offset: Number(row.file_offset) };
};

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The transaction's own view of the database: its queries skip the queue it holds. */
type Queryable = {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<Result>;
  exec(sql: string): Promise<void>;
};

/**
 * The embedded database (PGlite) in a worker thread, with the part of PGlite's interface
 * Drizzle uses: `query`, `exec` and `transaction`. PGlite has one connection, so this keeps
 * one queue: a query waits while a transaction holds the database, and a transaction's own
 * queries go first. Errors come back with their SQLSTATE `code` and constraint, as PGlite's
 * own do, so a lost race still becomes a 409 (lib/db-errors.ts).
 */
export class PGliteThread implements Queryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  readonly ready: Promise<void>;
  /** The data folder on disk; none when the database lives in memory. */
  readonly dataDir: string | undefined;

  constructor(options: { dataDir?: string; loadDataDir?: ArrayBuffer }) {
    this.dataDir = options.dataDir;
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    // The build copies the worker beside the compiled server; from the sources it is here.
    const entry = path.join(import.meta.dirname, 'pglite-thread-worker.mjs');
    this.worker = new Worker(entry, {
      workerData: options,
      transferList: options.loadDataDir ? [options.loadDataDir] : [],
    });
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: { ready?: true }) => {
        if (message.ready) {
          this.worker.off('message', onMessage);
          this.worker.on('message', (reply) => this.settle(reply));
          resolve();
        }
      };
      this.worker.on('message', onMessage);
      this.worker.once('error', reject);
    });
    // A data folder that cannot be opened fails every query with the reason; not unhandled.
    this.ready.catch(() => {});
    this.worker.on('error', (error) => {
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    });
  }

  private settle(reply: { id: number; result?: unknown; error?: Record<string, unknown> }) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (reply.error) {
      pending.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    } else pending.resolve(reply.result);
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  /**
   * Runs `work` when the database is open and everything queued before it is done; nothing
   * else runs meanwhile. Work can be queued while the data folder is still opening.
   */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.ready).then(work);
    this.queue = run.catch(() => {});
    return run;
  }

  private direct: Queryable = {
    query: (sql, params = [], options = {}) =>
      this.send<Result>({ type: 'query', sql, params, rowMode: options.rowMode ?? 'object' }),
    exec: (sql) => this.send<void>({ type: 'exec', sql }),
  };

  /**
   * Runs `work` when the database is open and no transaction (or other exclusive work) queued
   * before it is under way, without waiting for the queries sent before it: they are
   * pipelined to the database's thread, where PGlite runs them one by one in the order sent,
   * so that thread never sits waiting for this one to send the next query.
   */
  private shared<T>(work: () => Promise<T>): Promise<T> {
    return this.queue.then(() => this.ready).then(work);
  }

  query(sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}) {
    return this.shared(() => this.direct.query(sql, params, options));
  }

  exec(sql: string) {
    return this.shared(() => this.direct.exec(sql));
  }

  /** BEGIN, `work` with the transaction's own queries, COMMIT (or ROLLBACK on an error). */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      await this.direct.exec('BEGIN');
      try {
        const result = await work(this.direct);
        await this.direct.exec('COMMIT');
        return result;
      } catch (error) {
        await this.direct.exec('ROLLBACK');
        throw error;
      }
    });
  }

  /**
   * Runs `work` (in this thread) while the database does nothing: every query sent before it
   * has been answered, and none sent after it starts until `work` ends. Its data folder's
   * files are then a consistent copy, as PGlite's own dump reads them (lib/backup).
   */
  hold<T>(work: (walPosition: () => Promise<WalPosition>) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      // Through PGlite's own queue: answered once the queries pipelined before it are.
      await this.direct.query('select 1');
      return work(() => walPositionOf(this.direct));
    });
  }

  /** Where the log is written to now (a read, between other queries). */
  walPosition(): Promise<WalPosition> {
    return walPositionOf(this);
  }

  /** The whole data folder as a gzipped tarball (a consistent copy, taken between queries). */
  async dumpDataDir(_compression: 'gzip' = 'gzip'): Promise<Blob> {
    const dump = await this.exclusive(() => this.send<ArrayBuffer>({ type: 'dump' }));
    return new Blob([dump], { type: 'application/x-gzip' });
  }

  async close(): Promise<void> {
    await this.exclusive(() => this.send<void>({ type: 'close' }));
    await this.worker.terminate();
  }
}
