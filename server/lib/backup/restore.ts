import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { privateDir, tightenTree } from '../private-files.ts';
import { run, unpack } from './archive.ts';
import type { BackupManifest } from './backup.ts';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/**
 * Brings a backup back into an empty place: a data folder that does not exist yet (embedded),
 * or a PostgreSQL database with no tables; then puts its files back into the store. Returns
 * what the backup's manifest says. `open` opens the restored database (to read the files'
 * types) and is closed again before this returns.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  files: FileStore,
  open: () => Promise<Database>,
): Promise<BackupManifest> {
  // Beside the data folder restored into (the same disk: its copy is moved, not copied).
  const near = target.kind === 'pglite' ? path.dirname(path.resolve(target.dataDir)) : os.tmpdir();
  await mkdir(near, { recursive: true, mode: privateDir });
  const staging = await mkdtemp(path.join(near, '.daycare-restore-'));
  try {
    await unpack(archive, staging);
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== 1 && manifest.format !== 2)
      throw new Error(`Unknown backup format ${String(manifest.format)}`);
    if (manifest.database !== target.kind)
      throw new Error(
        `This backup is of ${manifest.database === 'pglite' ? 'the embedded database' : 'a PostgreSQL server'}; ` +
          'restore it into the same kind of database.',
      );

    if (target.kind === 'pglite') {
      if (fs.existsSync(target.dataDir) && (await readdir(target.dataDir)).length > 0)
        throw new Error(`${target.dataDir} is not empty: restore into a new data folder.`);
      if (manifest.format === 2) {
        // The data folder as it was copied: PostgreSQL replays its log when it is opened.
        await rm(target.dataDir, { recursive: true, force: true });
        await rename(path.join(staging, 'database'), target.dataDir);
      } else {
        const dump = new Blob([await readFile(path.join(staging, 'database.tar.gz'))]);
        const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: dump });
        await client.close();
      }
      // PGlite's own files are made 0666, and a tar run as root keeps the archive's modes.
      await tightenTree(target.dataDir);
    } else {
      const probe = await open();
      try {
        const [row] = await queryRows<{ n: number }>(
          probe.db,
          sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        );
        if (row!.n > 0)
          throw new Error('The target database is not empty: restore into a new database.');
      } finally {
        await probe.close();
      }
      await run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        '--dbname',
        target.url,
        path.join(staging, 'database.dump'),
      ]);
    }

    const restored = await open();
    try {
      const types = new Map(
        (
          await queryRows<{ key: string; content_type: string }>(
            restored.db,
            sql`select key, content_type from stored_files`,
          )
        ).map((r) => [r.key, r.content_type]),
      );
      const root = path.join(staging, 'files');
      const keys = fs.existsSync(root)
        ? (await readdir(root, { recursive: true, withFileTypes: true }))
            .filter((entry) => entry.isFile())
            .map((entry) =>
              path
                .relative(root, path.join(entry.parentPath, entry.name))
                .split(path.sep)
                .join('/'),
            )
        : [];
      for (const key of keys) {
        const file = path.join(root, ...key.split('/'));
        await files.put(key, createReadStream(file), {
          contentType: types.get(key) ?? 'application/octet-stream',
          size: (await stat(file)).size,
        });
      }
    } finally {
      await restored.close();
    }
    // What opening it made (PostgreSQL's caches of the catalogue), private too.
    if (target.kind === 'pglite') await tightenTree(target.dataDir);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
