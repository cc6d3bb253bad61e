// The server's entry. It starts the embedded database's thread before loading anything else:
// opening the data folder is the longest step of a restart, and it runs on that thread while
// this one loads the server's modules (server/run-server.ts) beside it.
import { performance } from 'node:perf_hooks';
import { loadConfig } from './config.ts';
import { PGliteThread, embeddedDbDir } from './db/pglite-thread.ts';
import { prepareDataDir } from './lib/private-files.ts';

const started = performance.now();
const config = loadConfig();
// Before the database opens: DATA_DIR private to this user, and its tmp emptied (050).
prepareDataDir(config.dataDir, config.backups.dir);
const pglite = config.databaseUrl
  ? undefined
  : new PGliteThread({ dataDir: embeddedDbDir(config.dataDir) });
const { runServer } = await import('./run-server.ts');
await runServer(config, pglite, started);
