import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { pruneBackups } from './backup.ts';

it('keeps the newest backups and removes what a backup cut short by a crash left', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-backups-'));
  try {
    const names = ['01', '02', '03'].map((d) => `backup-2026-11-${d}T02-30-00-000Z.tar.gz`);
    for (const name of names) fs.writeFileSync(path.join(dir, name), 'x');
    fs.writeFileSync(path.join(dir, 'backup-2026-11-04T02-30-00-000Z.tar.gz.partial'), 'half');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not ours');
    await pruneBackups(dir, 2);
    expect(fs.readdirSync(dir).sort()).toEqual([names[1], names[2], 'notes.txt']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
