import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { privateDir, privateFile } from '../private-files.ts';
import { pack, run } from './archive.ts';
import { copyDataDir } from './copy-data-dir.ts';

/**
 * A backup is one .tar.gz holding:
 * - manifest.json: when, from which database kind, how many files;
 * - the database: `database/`, a copy of the embedded database's data folder taken while it
 *   was held for a moment (copy-data-dir.ts; format 2), `database.tar.gz`, the dump PGlite
 *   makes of a database in memory (tools and tests; format 1), or `database.dump` (pg_dump's
 *   custom format);
 * - files/<key> for every stored file (from whichever store: local or S3).
 * Staged in `workDir` (DATA_DIR/tmp: emptied at start, so a crash leaves nothing), packed
 * by tar into a file under a temporary name and renamed, so a backup file is always whole.
 * Nothing is held in memory whole; everything written is private to the server's user.
 */
export type BackupManifest = {
  format: 1 | 2;
  createdAt: string;
  database: 'pglite' | 'postgres';
  files: number;
};

/** What a backup measured, beside its manifest. */
export type BackupReport = BackupManifest & {
  /** The embedded database on disk: how long it was held for the copy's last pass (ms). */
  heldMs?: number;
};

/** The backup under way in this process, if any: a second one is refused (decision 050). */
let running = false;
export const backupRunning = () => running;

export class BackupRunningError extends Error {
  constructor() {
    super('A backup is being made already');
  }
}

export async function makeBackup(
  source: { database: Database; files: FileStore },
  outFile: string,
  now: Date,
  options: { workDir?: string } = {},
): Promise<BackupReport> {
  if (running) throw new BackupRunningError();
  running = true;
  let staging: string | undefined;
  try {
    const workDir = options.workDir ?? os.tmpdir();
    await mkdir(workDir, { recursive: true, mode: privateDir });
    staging = await mkdtemp(path.join(workDir, 'backup-'));
    const { database } = source;
    let format: 1 | 2 = 1;
    let heldMs: number | undefined;
    if (database.kind === 'pglite' && database.onDisk) {
      const { dataDir, hold, walPosition } = database.onDisk;
      heldMs = (await copyDataDir(dataDir, path.join(staging, 'database'), hold, walPosition))
        .heldMs;
      format = 2;
    } else if (database.kind === 'pglite') {
      const dump = await database.dumpDataDir!();
      await writeFile(
        path.join(staging, 'database.tar.gz'),
        Buffer.from(await dump.arrayBuffer()),
        {
          mode: privateFile,
        },
      );
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
      await mkdir(path.dirname(target), { recursive: true, mode: privateDir });
      await pipeline(stored.body, createWriteStream(target, { mode: privateFile }));
    }
    const manifest: BackupManifest = {
      format,
      createdAt: now.toISOString(),
      database: database.kind,
      files: rows.length,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2), {
      mode: privateFile,
    });
    await mkdir(path.dirname(outFile), { recursive: true, mode: privateDir });
    const partial = `${outFile}.partial`;
    // Made private before tar writes a byte into it, whatever the umask.
    await writeFile(partial, '', { mode: privateFile });
    await chmod(partial, privateFile);
    try {
      await pack(staging, partial);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, outFile);
    return { ...manifest, ...(heldMs === undefined ? {} : { heldMs }) };
  } finally {
    running = false;
    if (staging) await rm(staging, { recursive: true, force: true });
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

/**
 * Keeps the newest `keep` backups in the folder, deleting the older ones, and the unfinished
 * archive of a backup a crash cut short (none is being written while this runs).
 */
export async function pruneBackups(folder: string, keep: number) {
  for (const old of (await listBackups(folder)).slice(keep))
    await rm(path.join(folder, old.name), { force: true });
  if (running) return;
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((n) => /^backup-[\dTZ-]+\.tar\.gz\.partial$/.test(n)))
    await rm(path.join(folder, name), { force: true });
}

/** A backup file as a stream, for a director's download. */
export const openBackup = (folder: string, name: string) =>
  createReadStream(path.join(folder, name));
