import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../db/client.ts';
import { children } from '../../db/schema/index.ts';
import { backupFileName, listBackups, makeBackup, pruneBackups } from '../../lib/backup/backup.ts';
import { type RestoreTarget, restoreBackup } from '../../lib/backup/restore.ts';
import { localFileStore } from '../../lib/files/file-store.ts';
import { databaseState } from '../../../test/api/db-state.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { withDatabase } from '../../../test/api/global-setup.ts';
import { testApp } from '../../../test/api/test-app.ts';

const t = testApp({ config: {} });
const { cookie } = t;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));

const read = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** An empty place to restore into, of the same kind as the test's own database. */
async function emptyTarget(): Promise<{
  target: RestoreTarget;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (t.database.kind === 'pglite') {
    const dataDir = path.join(scratch, `restored-${Date.now()}`);
    return {
      target: { kind: 'pglite', dataDir },
      open: () => openPglite({ dataDir }),
      drop: async () => {},
    };
  }
  const template = inject('dbTemplate');
  if (template.kind !== 'postgres') throw new Error('no server');
  const name = `daycare_restore_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(template.adminUrl, name);
  return {
    target: { kind: 'postgres', url },
    open: () => openPostgres(url),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('a backup', () => {
  it('brings back the database and the files as they were, after changes', async () => {
    // A file worth keeping: the teacher's profile photo.
    const photo = await sharp({
      create: { width: 80, height: 80, channels: 3, background: '#0a0' },
    })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody(
      {},
      { name: 'me.png', type: 'image/png', bytes: photo },
    );
    const uploaded = await t.request({
      method: 'PUT',
      url: '/api/profile/photo',
      cookie: cookie.teacher,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode).toBe(200);
    const kept = await t.request({
      method: 'GET',
      url: '/api/profile/photo',
      cookie: cookie.teacher,
    });
    const stateThen = await databaseState(t.database.db);

    const archive = path.join(scratch, backupFileName(t.clock.now()));
    const manifest = await makeBackup(
      { database: t.database, files: t.app.files },
      archive,
      t.clock.now(),
    );
    expect(manifest).toMatchObject({ format: 1, database: t.database.kind, files: 1 });

    // Life goes on: the photo is removed (and its file deleted), a child leaves.
    await t.request({ method: 'DELETE', url: '/api/profile/photo', cookie: cookie.teacher });
    await t.drainJobs();
    await t.database.db
      .update(children)
      .set({ isActive: false })
      .where(eq(children.firstName, 'Aarav'));
    expect(await databaseState(t.database.db)).not.toEqual(stateThen);

    const { target, open, drop } = await emptyTarget();
    const filesRoot = path.join(scratch, `files-${Date.now()}`);
    const files = localFileStore(filesRoot);
    try {
      const restored = await restoreBackup(archive, target, files, open);
      expect(restored.createdAt).toBe(manifest.createdAt);
      const database = await open();
      try {
        expect(await databaseState(database.db)).toEqual(stateThen);
      } finally {
        await database.close();
      }
      // The one stored file is back, byte for byte what the photo route served.
      const keys = keysUnder(filesRoot);
      expect(keys).toHaveLength(1);
      expect((await read((await files.get(keys[0]!))!.body)).equals(kept.rawPayload)).toBe(true);
    } finally {
      await drop();
    }
  });

  it('refuses to restore over data, or into the other kind of database', async () => {
    const archive = path.join(scratch, 'again.tar.gz');
    await makeBackup({ database: t.database, files: t.app.files }, archive, t.clock.now());
    const other: RestoreTarget =
      t.database.kind === 'pglite'
        ? { kind: 'postgres', url: 'postgres://nowhere/none' }
        : { kind: 'pglite', dataDir: path.join(scratch, 'nowhere') };
    await expect(
      restoreBackup(archive, other, t.app.files, () => Promise.reject(new Error('x'))),
    ).rejects.toThrow(/restore it into the same kind of database/);
    if (t.database.kind === 'pglite') {
      const full = path.join(scratch, 'full');
      fs.mkdirSync(full, { recursive: true });
      fs.writeFileSync(path.join(full, 'something'), 'x');
      await expect(
        restoreBackup(archive, { kind: 'pglite', dataDir: full }, t.app.files, () =>
          openPglite({ dataDir: full }),
        ),
      ).rejects.toThrow(/is not empty/);
    }
  });
});

/** The keys a local store in `root` holds. */
function keysUnder(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

describe('the backups kept', () => {
  it('are the newest BACKUP_KEEP ones', async () => {
    const dir = path.join(scratch, 'kept');
    fs.mkdirSync(dir, { recursive: true });
    const days = ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18'];
    for (const day of days)
      fs.writeFileSync(path.join(dir, backupFileName(new Date(`${day}T07:30:00Z`))), 'x');
    await pruneBackups(dir, 3);
    expect((await listBackups(dir)).map((b) => b.name.slice(7, 17))).toEqual(
      days.slice(2).reverse(),
    );
  });
});

describe('backups for directors', () => {
  it('are made on request by the worker, listed, and downloaded whole', async () => {
    const before = (await listBackups(t.app.config.backups.dir)).length;
    const asked = await t.request({
      method: 'POST',
      url: '/api/system/backups',
      cookie: cookie.director,
    });
    expect(asked.statusCode).toBe(202);
    await t.drainJobs();
    const list = await t.request({
      method: 'GET',
      url: '/api/system/backups',
      cookie: cookie.director,
    });
    expect(list.json()).toHaveLength(before + 1);
    const [newest] = list.json() as { name: string; size: number }[];
    const download = await t.request({
      method: 'GET',
      url: `/api/system/backups/${newest!.name}`,
      cookie: cookie.director,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.rawPayload.length).toBe(newest!.size);
    expect(download.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    for (const who of ['teacher', 'parent'] as const) {
      const denied = await t.request({
        method: 'POST',
        url: '/api/system/backups',
        cookie: cookie[who],
      });
      expect(denied.statusCode).toBe(403);
    }
    const info = await t.request({ method: 'GET', url: '/api/system', cookie: cookie.director });
    expect(info.json()).toMatchObject({
      database: t.database.kind === 'pglite' ? 'embedded' : 'postgres',
      mail: 'outbox',
      files: 'local',
      backups: { latest: { name: newest!.name } },
    });
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/system/backups/..%2Fetc',
          cookie: cookie.director,
        })
      ).statusCode,
    ).toBe(404);
  });
});
