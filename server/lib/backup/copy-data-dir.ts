import fs from 'node:fs';
import { chmod, copyFile, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { WalPosition } from '../../db/pglite-thread.ts';
import { privateDir, privateFile } from '../private-files.ts';

/** What a file was when it was copied: changed since, it is copied again. */
type Copied = { size: number; mtimeMs: number; copiedAt: number };

/**
 * A file written this close to its copy may have been written again within the same tick of
 * the file system's clock (its time unchanged): it is copied again while the database is held.
 */
const racyMs = 2000;

async function entries(root: string) {
  const found = await readdir(root, { recursive: true, withFileTypes: true });
  return found.map((entry) => ({
    rel: path.relative(root, path.join(entry.parentPath, entry.name)),
    isDir: entry.isDirectory(),
    isFile: entry.isFile(),
  }));
}

/**
 * One pass over `source`: every folder made in `target`, every file not copied yet, changed
 * since its copy, or written too close to it, copied (0600). Returns how many files and
 * bytes it copied.
 */
async function pass(
  source: string,
  target: string,
  copied: Map<string, Copied>,
): Promise<{ files: number; bytes: number }> {
  const found = await entries(source);
  let files = 0;
  let bytes = 0;
  for (const entry of found) {
    const to = path.join(target, entry.rel);
    if (entry.isDir) {
      await mkdir(to, { recursive: true, mode: privateDir });
      continue;
    }
    if (!entry.isFile) continue;
    const from = path.join(source, entry.rel);
    const before = await lstat(from).catch(() => null);
    if (!before) continue; // gone meanwhile (a recycled WAL segment): the next pass knows
    const last = copied.get(entry.rel);
    if (
      last &&
      last.size === before.size &&
      last.mtimeMs === before.mtimeMs &&
      last.copiedAt - last.mtimeMs > racyMs
    )
      continue;
    const copiedAt = Date.now();
    await mkdir(path.dirname(to), { recursive: true, mode: privateDir });
    try {
      await copyFile(from, to, fs.constants.COPYFILE_FICLONE);
    } catch (error) {
      // Removed while being copied (PostgreSQL drops files as it goes): the last pass,
      // with the database held, removes the copy too.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await chmod(to, privateFile);
    copied.set(entry.rel, { size: before.size, mtimeMs: before.mtimeMs, copiedAt });
    files++;
    bytes += before.size;
  }
  return { files, bytes };
}

/**
 * The last pass, while the database is held: the same as `pass`, and what `source` no longer
 * has removed from `target`, in this thread's own synchronous calls, so the hold lasts the time of the work and no more (a
 * pass of awaited calls waited for the event loop at each of its thousand files).
 */
function finalPass(
  source: string,
  target: string,
  copied: Map<string, Copied>,
  log?: LogTail,
): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const seen = new Set<string>();
  for (const entry of fs.readdirSync(source, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(source, path.join(entry.parentPath, entry.name));
    seen.add(rel);
    const to = path.join(target, rel);
    if (entry.isDirectory()) {
      fs.mkdirSync(to, { recursive: true, mode: privateDir });
      continue;
    }
    if (!entry.isFile()) continue;
    const from = path.join(source, rel);
    const now = fs.lstatSync(from);
    const last = copied.get(rel);
    if (
      last &&
      last.size === now.size &&
      last.mtimeMs === now.mtimeMs &&
      last.copiedAt - last.mtimeMs > racyMs
    )
      continue;
    if (log && rel === log.file && last && last.size === now.size && last.copiedAt >= log.since) {
      // The log file being written: only what was written since the second pass read it.
      bytes += copyRange(from, to, log.from, Math.min(log.to, now.size));
      files++;
      continue;
    }
    fs.mkdirSync(path.dirname(to), { recursive: true, mode: privateDir });
    fs.copyFileSync(from, to, fs.constants.COPYFILE_FICLONE);
    fs.chmodSync(to, privateFile);
    files++;
    bytes += now.size;
  }
  const gone = fs
    .readdirSync(target, { recursive: true, withFileTypes: true })
    .map((entry) => path.relative(target, path.join(entry.parentPath, entry.name)))
    .filter((rel) => !seen.has(rel))
    .reverse();
  for (const rel of gone) fs.rmSync(path.join(target, rel), { recursive: true, force: true });
  return { files, bytes };
}

/**
 * The part of the log file being written that may differ from its copy: PostgreSQL writes its
 * log forward, page by page, rewriting only the last page it had begun; the pages before the
 * one it was writing when the copy began are final, and past where it writes now nothing has
 * been written since the file was made.
 */
type LogTail = { file: string; from: number; to: number; since: number };

const walPage = 8192;

/** Copies bytes `from`..`to` of `source` over the same bytes of `target`. */
function copyRange(source: string, target: string, from: number, to: number): number {
  const length = Math.max(0, to - from);
  const buffer = Buffer.alloc(length);
  const input = fs.openSync(source, 'r');
  const output = fs.openSync(target, 'r+');
  try {
    let read = 0;
    while (read < length) {
      const n = fs.readSync(input, buffer, read, length - read, from + read);
      if (n === 0) break;
      read += n;
    }
    fs.writeSync(output, buffer, 0, read, from);
    return read;
  } finally {
    fs.closeSync(input);
    fs.closeSync(output);
  }
}

export type DataDirCopy = {
  /** How long the database was held (no query answered), in ms. */
  heldMs: number;
  /** Files and bytes copied while it was held. */
  heldFiles: number;
  heldBytes: number;
};

/**
 * A consistent copy of the embedded database's data folder in `target`, taken without
 * stopping the database for the whole copy: the files are copied while queries go on (twice,
 * the second pass catching what changed during the first), then, with the database held
 * (nothing running, `hold`), whatever changed since is copied again and what went is removed.
 * The result is the folder as it was at that moment, the state PGlite's own dump would read
 * between two queries: restored, PostgreSQL replays its log to the last commit. Nothing is
 * read into memory: the kernel copies file to file.
 */
export async function copyDataDir(
  source: string,
  target: string,
  hold: <T>(work: (walPosition: () => Promise<WalPosition>) => Promise<T>) => Promise<T>,
  walPosition?: () => Promise<WalPosition>,
): Promise<DataDirCopy> {
  await mkdir(target, { recursive: true, mode: privateDir });
  const copied = new Map<string, Copied>();
  await pass(source, target, copied);
  const before = walPosition && (await walPosition());
  const since = Date.now();
  await pass(source, target, copied);
  return hold(async (walNow) => {
    const started = performance.now();
    // The log's tail, when it is still the same file: copied instead of its 16 MiB.
    const now = before && (await walNow());
    const log =
      before && now && now.file === before.file && now.offset >= before.offset
        ? {
            file: before.file,
            from: Math.floor(before.offset / walPage) * walPage,
            to: (Math.floor(now.offset / walPage) + 1) * walPage,
            since,
          }
        : undefined;
    const held = finalPass(source, target, copied, log);
    return {
      heldMs: performance.now() - started,
      heldFiles: held.files,
      heldBytes: held.bytes,
    };
  });
}
