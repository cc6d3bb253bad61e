/**
 * `npm run restore -- FILE [--force]`: brings a backup back. The embedded database is
 * restored into DATA_DIR (the server must be stopped; with --force, what is there is moved
 * aside to DATA_DIR/before-restore-<time>/ first). A PostgreSQL backup is restored into the
 * empty database DATABASE_URL names. The files go back into the configured store.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { restoreBackup } from '../lib/backup/restore.ts';
import { configuredFileStore } from '../lib/files/stores.ts';
import { runningServer } from './running-server.ts';
import { embeddedDbDir } from '../db/pglite-thread.ts';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
const config = loadConfig();
// What this restores is its user's alone (decision 050).
process.umask(0o077);

if (!config.databaseUrl) {
  const pid = runningServer(config.dataDir);
  if (pid !== null) {
    console.error(`The server (pid ${pid}) is using ${config.dataDir}: stop it first.`);
    process.exit(1);
  }
  const dbDir = embeddedDbDir(config.dataDir);
  const filesDir = path.join(config.dataDir, 'files');
  const occupied = [dbDir, filesDir].filter(
    (d) => fs.existsSync(d) && fs.readdirSync(d).length > 0,
  );
  if (occupied.length > 0) {
    if (!values.force) {
      console.error(
        `${occupied.join(' and ')} already hold data. Use --force to move them aside first.`,
      );
      process.exit(1);
    }
    const aside = path.join(
      config.dataDir,
      `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    fs.mkdirSync(aside, { recursive: true, mode: 0o700 });
    for (const dir of occupied) fs.renameSync(dir, path.join(aside, path.basename(dir)));
    console.log(`Moved the current data aside to ${aside}`);
  }
}

const target = config.databaseUrl
  ? ({ kind: 'postgres', url: config.databaseUrl } as const)
  : ({ kind: 'pglite', dataDir: embeddedDbDir(config.dataDir) } as const);
const manifest = await restoreBackup(path.resolve(file), target, configuredFileStore(config), () =>
  openDatabase(config),
);
console.log(
  `Restored the backup of ${manifest.createdAt} (${manifest.files} files). Start the server with npm start.`,
);
