import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { galleryPhotos, taxDocuments } from '../../db/schema/index.ts';
import { upload } from '../../../test/api/fixtures.ts';
import { samplePdf } from '../../../test/api/route-samples.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The gallery and tax documents with their files in S3-compatible object storage, as in
// production: an s3rver started here, the app configured for it before it starts.
const files: Extract<Config['files'], { kind: 's3' }> = {
  kind: 's3',
  bucket: 'daycare-uploads',
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
};
let dir: string;
let s3: S3rver;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: files.bucket, configs: [] }],
  });
  const { port } = await s3.run();
  files.endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});
// Registered after the server's beforeAll: the app starts with its address.
const t = testApp({ config: { files } });

describe('uploads in S3-compatible storage', () => {
  it('stores, serves only to who may see them, and deletes photos and their thumbnails', async () => {
    expect(t.app.files.kind).toBe('s3');
    const bytes = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#4a4' },
    })
      .jpeg()
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    const res = await upload(
      t,
      t.cookie.director,
      '/api/gallery',
      { title: 'Garden' },
      { name: 'garden.jpg', type: 'image/jpeg', bytes },
    );
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    const display = await t.request({
      method: 'GET',
      url: photo.filePath,
      cookie: t.cookie.parent,
    });
    expect(display.statusCode).toBe(200);
    const meta = await sharp(display.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1600, 1200, undefined]);
    const [row] = await t.database.db
      .select({ key: galleryPhotos.storageKey, thumb: galleryPhotos.thumbnailKey })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.id, photo.id));
    expect(await t.app.files.exists(row!.thumb!)).toBe(true);

    await t.request({
      method: 'DELETE',
      url: `/api/gallery/${photo.id}`,
      cookie: t.cookie.director,
    });
    await t.drainJobs();
    expect(await t.app.files.exists(row!.key)).toBe(false);
    expect(await t.app.files.exists(row!.thumb!)).toBe(false);
  });

  it('stores and serves a tax document with its name, and deletes it', async () => {
    const pdf = await samplePdf();
    const res = await upload(
      t,
      t.cookie.director,
      '/api/tax-documents',
      { title: 'Statement', documentType: 'year_end_statement', taxYear: '2026' },
      { name: 'Jahresabrechnung 2026.pdf', type: 'application/pdf', bytes: pdf },
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    const got = await t.request({ method: 'GET', url: doc.filePath, cookie: t.cookie.parent2 });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(got.headers['content-disposition']).toContain(
      "filename*=UTF-8''Jahresabrechnung%202026.pdf",
    );
    const [row] = await t.database.db
      .select({ key: taxDocuments.storageKey })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, doc.id));
    await t.request({
      method: 'DELETE',
      url: `/api/tax-documents/${doc.id}`,
      cookie: t.cookie.director,
    });
    await t.drainJobs();
    expect(await t.app.files.exists(row!.key)).toBe(false);
  });
});
