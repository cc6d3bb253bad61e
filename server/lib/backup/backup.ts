import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { pack, run } from './archive.ts';

/**
 * A backup is one .tar.gz holding:
 * - manifest.json: when, from which database kind, how many files;
 * - database.tar.gz (the embedded database's data folder, dumped by PGlite itself, which
 *   is consistent: it runs between queries) or database.dump (pg_dump's custom format);
 * - files/<key> for every stored file (from whichever store: local or S3).
 * Written under a temporary name and renamed, so a backup file is always whole.
 */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  files: number;
};

export async function makeBackup(
  source: { database: Database; files: FileStore },
  outFile: string,
  now: Date,
): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'daycare-backup-'));
  try {
    const { database } = source;
    if (database.kind === 'pglite') {
      const dump = await database.dumpDataDir!();
      await writeFile(path.join(staging, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } else {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        path.join(staging, 'database.dump'),
        database.url!,
      ]);
    }
    const rows = await database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .orderBy(asc(storedFiles.id));
    for (const { key } of rows) {
      const stored = await source.files.get(key);
      if (!stored) continue; // a row whose object is already gone has nothing to keep
      const target = path.join(staging, 'files', ...key.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(stored.body, createWriteStream(target));
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: database.kind,
      files: rows.length,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(outFile), { recursive: true });
    const partial = `${outFile}.partial`;
    await pack(staging, partial);
    await rename(partial, outFile);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export const backupFileName = (at: Date) =>
  `backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** The backups in a folder, newest first. */
export async function listBackups(folder: string) {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const backups = [];
  for (const name of names.filter((n) => /^backup-[\dTZ-]+\.tar\.gz$/.test(n))) {
    const info = await stat(path.join(folder, name));
    backups.push({ name, size: info.size, createdAt: info.mtime });
  }
  return backups.sort((a, b) => b.name.localeCompare(a.name));
}

/** Keeps the newest `keep` backups in the folder, deleting the older ones. */
export async function pruneBackups(folder: string, keep: number) {
  for (const old of (await listBackups(folder)).slice(keep))
    await rm(path.join(folder, old.name), { force: true });
}

/** A backup file as a stream, for a director's download. */
export const openBackup = (folder: string, name: string) =>
  createReadStream(path.join(folder, name));
