// The hourly sweep of objects no record claims (decision 050), on S3-compatible storage.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import { sweepFilesJobKind } from '../../lib/files/file-jobs.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { useS3Server } from '../../../test/api/s3-server.ts';
import { testApp } from '../../../test/api/test-app.ts';

const files = useS3Server();
const t = testApp({ config: { files } });

const keys = async () => {
  const found: string[] = [];
  for await (const object of t.app.files.list()) found.push(object.key);
  return found.sort();
};

describe('objects in the bucket no record claims', () => {
  it('are removed once an hour old; the claimed ones and other apps’ objects stay', async () => {
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#0c6' },
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
    const [claimed] = await keys();
    const bytes = Buffer.from('a photo of a child');
    const meta = { contentType: 'image/webp', size: bytes.length };
    await t.app.files.put('gallery/2026/11/dddd-display.webp', bytes, meta);
    await t.app.files.put('gallery/2026/11/dddd-thumb.webp', bytes, meta);
    expect(await keys()).toHaveLength(3);
    // A bucket shared with another app (or installation): its objects are not the portal's.
    const foreign = 'exports/2026/report.csv';
    await t.app.files.put(foreign, bytes, { contentType: 'text/csv', size: bytes.length });

    // Stored just now: younger than an hour, they may still be committing.
    t.clock.set(new Date(Date.now() + 30 * 60_000));
    await enqueue(t.database.db, { kind: sweepFilesJobKind }, t.clock.now());
    await t.drainJobs();
    expect(await keys()).toHaveLength(3);

    t.clock.set(new Date(Date.now() + 2 * 3600_000));
    await enqueue(t.database.db, { kind: sweepFilesJobKind }, t.clock.now());
    await t.drainJobs();
    expect(await keys()).toEqual([claimed]);
    expect(await t.app.files.exists(foreign)).toBe(true);
  });
});
