// DATA_DIR is the server's user's alone (decision 050): after a start, an upload, a mail in
// the outbox, a backup and a restore, every file is 0600 and every folder 0700; a start
// tightens what an older version left looser and empties tmp (a crash's raw uploads).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { embeddedDbDir } from '../../db/pglite-thread.ts';
import { listBackups } from '../../lib/backup/backup.ts';
import { restoreBackup } from '../../lib/backup/restore.ts';
import { localFileStore } from '../../lib/files/file-store.ts';
import { prepareDataDir } from '../../lib/private-files.ts';
import { databaseState } from '../../../test/api/db-state.ts';
import { enrolChild, inviteParent } from '../../../test/api/fixtures.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { type TestApp, demo, startTestApp } from '../../../test/api/test-app.ts';

/** Every path under `root` (itself included) whose mode is not 0600 (file) or 0700 (folder). */
function looseModes(root: string): string[] {
  const loose: string[] = [];
  const visit = (target: string) => {
    const info = fs.lstatSync(target);
    const mode = info.mode & 0o777;
    if (info.isDirectory()) {
      if (mode !== 0o700) loose.push(`${path.relative(root, target) || '.'}/ ${mode.toString(8)}`);
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
    } else if (mode !== 0o600) loose.push(`${path.relative(root, target)} ${mode.toString(8)}`);
  };
  visit(root);
  return loose;
}

const count = (root: string) =>
  fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

const umask = process.umask();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'private-data-'));
const dataDir = path.join(scratch, 'data');
let t: TestApp;

beforeAll(async () => {
  // What an older version left: a DATA_DIR readable by all, with a crash's raw upload in tmp
  // and an invitation mail in the outbox, both world-readable.
  process.umask(0o022);
  fs.mkdirSync(path.join(dataDir, 'tmp'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'tmp', 'upload-1234'), 'raw photo with GPS', {
    mode: 0o666,
  });
  fs.chmodSync(path.join(dataDir, 'tmp', 'upload-1234'), 0o666);
  fs.writeFileSync(path.join(dataDir, 'outbox', 'old-mail.json'), '{}');
  fs.chmodSync(path.join(dataDir, 'outbox'), 0o777);
  fs.chmodSync(dataDir, 0o755);
  expect(looseModes(dataDir).length).toBeGreaterThan(0);

  // The start (server/main.ts), then the server on its embedded database in DATA_DIR/db.
  prepareDataDir(dataDir, path.join(dataDir, 'backups'));
  t = await startTestApp({ dataDir }, { realMailer: true });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
  process.umask(umask);
});

describe("the server's data folder", () => {
  it('is private after a start: what was looser is tightened, tmp is emptied', () => {
    expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
    expect(looseModes(dataDir)).toEqual([]);
    if (t.database.kind === 'pglite') expect(count(embeddedDbDir(dataDir))).toBeGreaterThan(900);
  });

  it('stays private with an upload, a mail, a backup and a restore', async () => {
    const teacher = await t.login(demo.teacher);
    const director = await t.login(demo.director);
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#06c' },
    })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = multipartBody(
      {},
      { name: 'me.jpg', type: 'image/jpeg', bytes: photo },
    );
    const uploaded = await t.request({
      method: 'PUT',
      url: '/api/profile/photo',
      cookie: teacher,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode).toBe(200);
    const childId = await enrolChild(t, director);
    await inviteParent(t, director, { email: 'private.mail@example.org', childId });
    await t.drainJobs();
    expect(fs.readdirSync(path.join(dataDir, 'outbox')).length).toBe(2);

    const asked = await t.request({
      method: 'POST',
      url: '/api/system/backups',
      cookie: director,
    });
    expect(asked.statusCode).toBe(202);
    // A second one asked for meanwhile is told the first is under way; nothing is queued.
    const again = await t.request({ method: 'POST', url: '/api/system/backups', cookie: director });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'errors.backupRunning',
      message: 'A backup is being made right now. It appears in the list when it is done.',
    });
    // Every table as the backup will find it but the job queue (where the backup is running).
    const withoutJobs = ({ jobs: _, ...state }: Record<string, string>) => state;
    const stateThen = withoutJobs(await databaseState(t.database.db));
    await t.drainJobs();
    const [backup] = await listBackups(path.join(dataDir, 'backups'));
    expect(backup).toBeDefined();
    expect(count(path.join(dataDir, 'files'))).toBe(1);
    expect(looseModes(dataDir)).toEqual([]);

    // Restored by `npm run restore` into a new data folder.
    const restoredDir = path.join(scratch, 'restored');
    const dbDir = embeddedDbDir(restoredDir);
    const files = localFileStore(path.join(restoredDir, 'files'));
    if (t.database.kind === 'pglite') {
      await restoreBackup(
        path.join(dataDir, 'backups', backup!.name),
        { kind: 'pglite', dataDir: dbDir },
        files,
        () => openPglite({ dataDir: dbDir }),
      );
      const restored = await openPglite({ dataDir: dbDir });
      try {
        expect(withoutJobs(await databaseState(restored.db))).toEqual(stateThen);
      } finally {
        await restored.close();
      }
      expect(count(dbDir)).toBeGreaterThan(900);
    } else {
      // PostgreSQL keeps its own files; the stored files come back into the folder.
      const source = path.join(dataDir, 'files');
      for (const entry of fs.readdirSync(source, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) {
          const key = path
            .relative(source, path.join(entry.parentPath, entry.name))
            .split(path.sep)
            .join('/');
          const stored = fs.readFileSync(path.join(entry.parentPath, entry.name));
          await files.put(key, stored, { contentType: 'image/webp', size: stored.length });
        }
    }
    expect(count(path.join(restoredDir, 'files'))).toBe(1);
    expect(looseModes(restoredDir)).toEqual([]);
  }, 180_000);
});
