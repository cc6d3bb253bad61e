import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres, queryRows } from '../../db/client.ts';
import { children } from '../../db/schema/index.ts';
import {
  BackupRunningError,
  backupFileName,
  listBackups,
  makeBackup,
  pruneBackups,
} from '../../lib/backup/backup.ts';
import { type RestoreTarget, restoreBackup } from '../../lib/backup/restore.ts';
import { localFileStore } from '../../lib/files/file-store.ts';
import { databaseState } from '../../../test/api/db-state.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { withDatabase } from '../../../test/api/global-setup.ts';
import { startTestApp, testApp } from '../../../test/api/test-app.ts';

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
    // The embedded database is copied as its data folder (format 2), PostgreSQL dumped (1).
    expect(manifest).toMatchObject({
      format: t.database.kind === 'pglite' ? 2 : 1,
      database: t.database.kind,
      files: 1,
    });

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
    // A backup and a restore of the whole centre: seconds, more on a busy machine.
  }, 90_000);

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

describe('a backup of the embedded database in its data folder', () => {
  it('is one moment while writes go on, restores whole, and is made one at a time', async () => {
    const disk = await startTestApp();
    try {
      const { db } = disk.database;
      // Each change writes two tables in one transaction: a copy of one moment has both.
      await db.execute(sql`create table probe_a (n int primary key)`);
      await db.execute(sql`create table probe_b (n int primary key)`);
      let n = 0;
      let committed = 0;
      let writing = true;
      const writes = (async () => {
        while (writing) {
          n++;
          await db.transaction(async (tx) => {
            await tx.execute(sql`insert into probe_a values (${n})`);
            await tx.execute(sql`insert into probe_b values (${n})`);
          });
          committed = n;
        }
      })();
      // The moment the backup is of: when it holds the database for its last pass.
      const atHold = { committed: -1, sent: -1 };
      const onDisk = disk.database.onDisk;
      if (onDisk) {
        const hold = onDisk.hold;
        onDisk.hold = (work) =>
          hold((walPosition) => {
            Object.assign(atHold, { committed, sent: n });
            return work(walPosition);
          });
      }
      while (n < 20) await new Promise((r) => setTimeout(r, 5));
      const before = n;

      const archive = path.join(scratch, `on-disk-${Date.now()}.tar.gz`);
      const making = makeBackup(
        { database: disk.database, files: disk.app.files },
        archive,
        disk.clock.now(),
        {
          workDir: path.join(disk.app.config.dataDir, 'tmp'),
        },
      );
      // A second one asked for meanwhile is refused, not started beside it.
      await expect(
        makeBackup(
          { database: disk.database, files: disk.app.files },
          `${archive}-2`,
          disk.clock.now(),
        ),
      ).rejects.toThrow(BackupRunningError);
      const manifest = await making;
      writing = false;
      await writes;
      // The embedded database: its data folder's copy (format 2); PostgreSQL: pg_dump's.
      expect(manifest).toMatchObject({
        format: disk.database.kind === 'pglite' ? 2 : 1,
        database: disk.database.kind,
      });
      expect(fs.existsSync(`${archive}-2`)).toBe(false);
      // Nothing of the backup's staging is left in tmp.
      expect(fs.readdirSync(path.join(disk.app.config.dataDir, 'tmp'))).toEqual([]);

      const { target, open, drop } = await emptyTarget();
      await restoreBackup(
        archive,
        target,
        localFileStore(path.join(scratch, `f-${Date.now()}`)),
        open,
      );
      const restored = await open();
      try {
        const [row] = await queryRows<{ a: number; b: number; last_a: number; last_b: number }>(
          restored.db,
          sql`select (select count(*)::int from probe_a) as a, (select count(*)::int from probe_b) as b,
                     (select max(n) from probe_a) as last_a, (select max(n) from probe_b) as last_b`,
        );
        expect(row!.a).toBe(row!.b);
        expect(row!.last_a).toBe(row!.last_b);
        expect(row!.a).toBeGreaterThanOrEqual(before);
        if (onDisk) {
          // Every change committed before that moment, none begun after it.
          expect(row!.a).toBeGreaterThanOrEqual(atHold.committed);
          expect(row!.a).toBeLessThanOrEqual(atHold.sent);
        }
        // Every table but the probes as it is now, less what was written after the copy.
        await db.execute(sql`delete from probe_a where n > ${row!.a}`);
        await db.execute(sql`delete from probe_b where n > ${row!.b}`);
        expect(await databaseState(restored.db)).toEqual(await databaseState(db));
      } finally {
        await restored.close();
        await drop();
      }
    } finally {
      await disk.close();
    }
  }, 180_000);
});
