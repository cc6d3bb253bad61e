import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from './private-files.ts';

const made: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-files-'));
  made.push(dir);
  return dir;
};
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a start tightens what is the server’s', () => {
  it('makes DATA_DIR private throughout, and in a BACKUP_DIR elsewhere only the backups', () => {
    const dataDir = folder();
    const loose = path.join(dataDir, 'files', 'a.webp');
    fs.mkdirSync(path.dirname(loose), { mode: 0o755 });
    fs.writeFileSync(loose, 'x', { mode: 0o644 });
    const backupDir = folder();
    fs.chmodSync(backupDir, 0o755);
    const backup = path.join(backupDir, 'backup-2026-11-27T02-30-00-000Z.tar.gz');
    const theirs = path.join(backupDir, 'someone-elses-notes.txt');
    fs.writeFileSync(backup, 'x', { mode: 0o644 });
    fs.writeFileSync(theirs, 'x', { mode: 0o644 });

    prepareDataDir(dataDir, backupDir);

    expect(modeOf(loose)).toBe(0o600);
    expect(modeOf(path.dirname(loose))).toBe(0o700);
    expect(modeOf(backupDir)).toBe(0o700);
    expect(modeOf(backup)).toBe(0o600);
    // A shared folder's other files are not the server's to change.
    expect(modeOf(theirs)).toBe(0o644);
  });
});
