// A process killed between storing an upload's copies and committing their rows leaves
// objects no record claims (decision 050): the hourly job removes them once they are an hour
// old, and a write cut short with them; what a record claims, or is younger, stays.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import { sweepFilesJobKind } from '../../lib/files/file-jobs.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { testApp } from '../../../test/api/test-app.ts';

const t = testApp();

const keysIn = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();

describe('stored files no record claims', () => {
  it('are removed by the hourly job once an hour old; claimed and younger ones stay', async () => {
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c60' },
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
      cookie: t.cookie.teacher,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode).toBe(200);
    // The upload's raw original is gone from tmp once the photo is stored.
    expect(fs.readdirSync(path.join(t.app.config.dataDir, 'tmp'))).toEqual([]);
    const root = path.join(t.app.config.dataDir, 'files');
    const [claimed] = keysIn(root);
    expect(claimed).toMatch(/^profile-photos\//);

    // What a kill -9 leaves: a gallery photo's copies stored, their rows never committed,
    // and a copy cut short mid-write; one stored minutes ago may still be committing.
    const bytes = Buffer.from('a photo of a child');
    const meta = { contentType: 'image/webp', size: bytes.length };
    const orphans = ['gallery/2026/11/aaaa-display.webp', 'gallery/2026/11/aaaa-thumb.webp'];
    for (const key of orphans) await t.app.files.put(key, bytes, meta);
    await t.app.files.put('gallery/2026/11/bbbb-display.webp', bytes, meta);
    const partial = path.join(root, 'gallery/2026/11/cccc-display.webp.partial-4242-1763470000000');
    fs.writeFileSync(partial, 'half a photo');
    const now = t.clock.now().getTime();
    const age = (file: string, ms: number) =>
      fs.utimesSync(path.join(root, file), new Date(now - ms), new Date(now - ms));
    for (const key of [...orphans, claimed!, path.relative(root, partial)]) age(key, 2 * 3600_000);
    age('gallery/2026/11/bbbb-display.webp', 10 * 60_000);

    await enqueue(t.database.db, { kind: sweepFilesJobKind }, t.clock.now());
    await t.drainJobs();
    expect(keysIn(root)).toEqual(['gallery/2026/11/bbbb-display.webp', claimed!]);
    // The photo a record claims is still served.
    const served = await t.request({
      method: 'GET',
      url: '/api/profile/photo',
      cookie: t.cookie.teacher,
    });
    expect(served.statusCode).toBe(200);

    // An hour later the younger one, still unclaimed, goes too.
    t.clock.advance(3600_000);
    await enqueue(t.database.db, { kind: sweepFilesJobKind }, t.clock.now());
    await t.drainJobs();
    expect(keysIn(root)).toEqual([claimed!]);
  });
});
