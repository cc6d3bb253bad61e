// The embedded database's own thread (server/db/pglite-thread.ts starts it): PGlite's
// WebAssembly and its result parsing run here, so the server's thread stays free to take
// requests while queries run. Plain JavaScript, so the same file runs from the sources
// (tests, tsx) and beside the compiled server: a worker thread has no TypeScript loader.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

/** @type {import('node:worker_threads').MessagePort} */
const port = /** @type {any} */ (parentPort);
/** @type {{ dataDir?: string; loadDataDir?: ArrayBuffer }} */
const options = workerData;

// Drizzle maps dates and times from the database's text itself: hand them over as text.
/** @param {string} value */
const raw = (value) => value;
const parsers = {
  [types.TIMESTAMP]: raw,
  [types.TIMESTAMPTZ]: raw,
  [types.INTERVAL]: raw,
  [types.DATE]: raw,
  1231: raw, // numeric[]
  1115: raw, // timestamp[]
  1185: raw, // timestamptz[]
  1187: raw, // interval[]
  1182: raw, // date[]
};

/** What survives the trip to the other thread of a database error: its SQLSTATE and names. */
/** @param {unknown} error */
function describe(error) {
  const e = /** @type {Record<string, unknown>} */ (error);
  const fields = ['code', 'constraint', 'table', 'column', 'schema', 'detail', 'hint', 'severity'];
  return {
    message: error instanceof Error ? error.message : String(error),
    ...Object.fromEntries(fields.filter((f) => typeof e[f] === 'string').map((f) => [f, e[f]])),
  };
}

// The data folder is the server's user's alone (decision 050): PGlite's file system sets the
// modes of the files it makes itself (0666 for PostgreSQL's 0600), past the process's umask.
// Every mode it sets here keeps its owner's bits only.
/** @param {(target: any, mode: import('node:fs').Mode) => void} chmod */
const ownerOnly = (chmod) => (/** @type {any} */ target, /** @type {number} */ mode) =>
  chmod(target, (typeof mode === 'string' ? parseInt(mode, 8) : mode) & ~0o077);
fs.chmodSync = ownerOnly(fs.chmodSync);
fs.fchmodSync = ownerOnly(fs.fchmodSync);
const mkdirSync = fs.mkdirSync;
/** @type {any} */ (fs).mkdirSync = (/** @type {any} */ target, /** @type {any} */ options) =>
  typeof options === 'number'
    ? mkdirSync(target, options & 0o700)
    : mkdirSync(target, { ...options, mode: 0o700 });

// PostgreSQL's page cache (`shared_buffers`), inside PGlite's WebAssembly memory. All of it is
// resident from the moment PGlite opens, used or not, and stays so while the server runs: at
// PostgreSQL's default of 128 MB it was 128 MiB of the server's idle memory. A page not in it
// is read through Node's file system, from the system's file cache when it was read before,
// so a smaller one costs little: docs/performance.md, "Idle memory".
const sharedBuffers = '32MB';

const db = await PGlite.create({
  dataDir: options.dataDir,
  // PGlite's own start parameters (single-user mode and its settings), with the cache's size.
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  // In a data folder (Node's file system) PGlite's sync after each query has nothing to do:
  // PostgreSQL writes through to the files itself, and its commit is as durable as ever. Not
  // waiting on that empty sync halves the time of a small query.
  relaxedDurability: true,
  // Set once here: PGlite given parsers with each query (as Drizzle's driver does) spends
  // twice the query's own time merging them.
  parsers,
  loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
});

/**
 * @param {{ id: number; type: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' }
 *   | { id: number; type: 'exec' | 'dump' | 'close'; sql?: string }} request
 */
async function handle(request) {
  try {
    switch (request.type) {
      case 'query': {
        const result = await db.query(request.sql, request.params, { rowMode: request.rowMode });
        port.postMessage({
          id: request.id,
          result: { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields },
        });
        break;
      }
      case 'exec':
        await db.exec(request.sql ?? '');
        port.postMessage({ id: request.id, result: null });
        break;
      case 'dump': {
        const dump = await (await db.dumpDataDir('gzip')).arrayBuffer();
        port.postMessage({ id: request.id, result: dump }, [dump]);
        break;
      }
      case 'close':
        await db.close();
        port.postMessage({ id: request.id, result: null });
        break;
    }
  } catch (error) {
    port.postMessage({ id: request.id, error: describe(error) });
  }
}

port.on('message', handle);

port.postMessage({ ready: true });
