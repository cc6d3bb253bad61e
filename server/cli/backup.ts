/**
 * `npm run backup [-- --out FILE]`: one backup of the database and every stored file
 * (lib/backup). On the embedded database while the server runs, the server makes it (it
 * alone may read its database) into BACKUP_DIR, and this waits for it; otherwise this
 * process makes it, into --out or BACKUP_DIR.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { backupFileName, listBackups, makeBackup } from '../lib/backup/backup.ts';
import { configuredFileStore } from '../lib/files/stores.ts';
import { runningServer } from './running-server.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
// What this writes (the backup, its staging) is its user's alone (decision 050).
process.umask(0o077);
const pid = config.databaseUrl ? null : runningServer(config.dataDir);

if (pid !== null) {
  const before = new Set((await listBackups(config.backups.dir)).map((b) => b.name));
  process.kill(pid, 'SIGUSR2');
  console.log(`The server (pid ${pid}) is making the backup in ${config.backups.dir} ...`);
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const made = (await listBackups(config.backups.dir)).find((b) => !before.has(b.name));
    if (made) {
      console.log(
        `Backup written: ${path.join(config.backups.dir, made.name)} (${made.size} bytes)`,
      );
      break;
    }
    if (Date.now() > deadline) {
      console.error('No backup appeared within 10 minutes: see the server log.');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
} else {
  const now = new Date();
  const out = path.resolve(values.out ?? path.join(config.backups.dir, backupFileName(now)));
  const database = await openDatabase(config);
  try {
    const manifest = await makeBackup({ database, files: configuredFileStore(config) }, out, now, {
      workDir: path.join(config.dataDir, 'tmp'),
    });
    console.log(`Backup written: ${out} (${manifest.files} files)`);
  } finally {
    await database.close();
  }
}
