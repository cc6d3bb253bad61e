import fs from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Everything the server keeps (the embedded database, uploads, mails in the outbox, backups,
 * temporary files) is its own user's alone: files 0600, folders 0700 (decision 050).
 */
export const privateFile = 0o600;
export const privateDir = 0o700;

/** The mode `mode` should have: its owner's bits, group and others none. */
const tightened = (mode: number, isDir: boolean) =>
  isDir ? privateDir | (mode & 0o700) : (mode & 0o700) | privateFile;

/**
 * Gives everything under `root` (and `root` itself) its owner's bits only: a file 0600 (0700
 * if its owner could run it), a folder 0700. Links are not followed. Returns how many modes
 * were changed. Synchronous: run at start, before anything else opens the folder.
 */
export const tightenTreeSync = (root: string): number => tightenSync(root, true);

/** The same for `target` alone (a folder's contents left as they are). */
const tightenOneSync = (target: string): number => tightenSync(target, false);

function tightenSync(target: string, recursive: boolean): number {
  let info: fs.Stats;
  try {
    info = fs.lstatSync(target);
  } catch {
    return 0;
  }
  if (info.isSymbolicLink()) return 0;
  let changed = 0;
  const mode = info.mode & 0o777;
  const wanted = tightened(mode, info.isDirectory());
  if (mode !== wanted) {
    fs.chmodSync(target, wanted);
    changed++;
  }
  if (recursive && info.isDirectory())
    for (const name of fs.readdirSync(target))
      changed += tightenSync(path.join(target, name), true);
  return changed;
}

const isWithin = (inner: string, outer: string) => {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** tightenTreeSync, without holding the thread (after a restore, for a backup's copy). */
export async function tightenTree(root: string): Promise<void> {
  const info = await lstat(root).catch(() => null);
  if (!info || info.isSymbolicLink()) return;
  const mode = info.mode & 0o777;
  const wanted = tightened(mode, info.isDirectory());
  if (mode !== wanted) await chmod(root, wanted);
  if (info.isDirectory())
    for (const name of await readdir(root)) await tightenTree(path.join(root, name));
}

/**
 * What a start does before anything opens DATA_DIR: new files and folders private from now
 * on (umask 077, for this process and what it runs), DATA_DIR (and BACKUP_DIR) tightened
 * where an older version or a restore left them looser, and DATA_DIR/tmp emptied: what is
 * there was left by a process that ended mid-upload (raw originals, with their GPS).
 */
export function prepareDataDir(dataDir: string, backupDir?: string): { tightened: number } {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: privateDir });
  const tmp = path.join(dataDir, 'tmp');
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { mode: privateDir });
  let changed = tightenTreeSync(dataDir);
  // BACKUP_DIR may be a folder shared with other things: only it and the backups in it.
  if (backupDir && fs.existsSync(backupDir) && !isWithin(backupDir, dataDir)) {
    changed += tightenOneSync(backupDir);
    for (const name of fs.readdirSync(backupDir))
      if (name.startsWith('backup-')) changed += tightenOneSync(path.join(backupDir, name));
  }
  return { tightened: changed };
}
