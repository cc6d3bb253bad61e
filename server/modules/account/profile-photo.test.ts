import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { testApp } from '../../../test/api/test-app.ts';

const t = testApp();
const { cookie } = t;

/** A 600 × 400 JPEG from a phone held sideways, with its maker and place in EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff8800' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

const upload = (who: keyof typeof cookie, file?: { name: string; type: string; bytes: Buffer }) => {
  const { payload, contentType } = multipartBody({}, file);
  return t.request({
    method: 'PUT',
    url: '/api/profile/photo',
    cookie: cookie[who],
    payload,
    headers: { 'content-type': contentType },
  });
};
const photo = (who: keyof typeof cookie, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/profile/photo', cookie: cookie[who], headers });
const fileRows = async () => (await t.database.db.select({ n: count() }).from(storedFiles))[0]!.n;
/** Every object in the local store and every temporary upload, by path. */
const onDisk = async () => {
  const root = t.app.config.dataDir;
  const found: string[] = [];
  for (const folder of ['files', 'tmp']) {
    try {
      for (const entry of await readdir(path.join(root, folder), { recursive: true }))
        // Store objects have an extension (folders do not); any temporary file counts.
        if (folder === 'tmp' || entry.includes('.')) found.push(`${folder}/${entry}`);
    } catch {
      // not made yet
    }
  }
  return found.sort();
};

describe('the profile photo', () => {
  it('is kept as an upright 512 px square WebP, with nothing of its metadata', async () => {
    const res = await upload('teacher', {
      name: 'me.jpg',
      type: 'image/jpeg',
      bytes: await phonePhoto(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().photo).toEqual(expect.any(Number));
    const got = await photo('teacher');
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toBe('private, no-cache');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toMatch(/^inline; filename="profile-photo.webp"/);
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      512,
      512,
      undefined,
    ]);
    expect(got.rawPayload.includes('PhoneMaker')).toBe(false);
    // Unchanged since: the browser keeps what it has.
    const again = await photo('teacher', { 'if-none-match': String(got.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('is each person’s own: nobody else’s is shown', async () => {
    expect((await photo('parent2')).statusCode).toBe(404);
    const anonymous = await t.request({ method: 'GET', url: '/api/profile/photo' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replaces the old one, whose file is deleted once the change has committed', async () => {
    const before = await onDisk();
    expect(before.filter((f) => f.startsWith('files/'))).toHaveLength(1);
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#00f8' } })
      .png()
      .toBuffer();
    expect(
      (await upload('teacher', { name: 'new.png', type: 'image/png', bytes: png })).statusCode,
    ).toBe(200);
    expect((await onDisk()).filter((f) => f.startsWith('files/'))).toHaveLength(2);
    await t.drainJobs();
    const after = (await onDisk()).filter((f) => f.startsWith('files/'));
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before.filter((f) => f.startsWith('files/')));
    expect(await fileRows()).toBe(1);
  });

  it('refuses, and keeps nothing of, a file too large, of the wrong kind, or unreadable', async () => {
    const files = await onDisk();
    const rows = await fileRows();
    const tooLarge = await upload('teacher', {
      name: 'huge.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([await phonePhoto(), Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file is too large: at most 10 MB.');
    // A PDF that says it is a JPEG is still a PDF.
    const pdf = await upload('teacher', {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('This file is not a JPEG, PNG, WebP or GIF image.');
    const broken = await upload('teacher', {
      name: 'broken.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 9)]),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('This image could not be read. Please try another file.');
    const none = await upload('teacher');
    expect(none.json()).toMatchObject({ message: 'Please choose a file to upload.' });
    const json = await t.request({
      method: 'PUT',
      url: '/api/profile/photo',
      cookie: cookie.teacher,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await onDisk()).toEqual(files);
    expect(await fileRows()).toBe(rows);
  });

  it('leaves no file behind when its change cannot be saved', async () => {
    const files = await onDisk();
    await t.database.db.execute(
      sql`alter table audit_log add constraint no_photo check (action <> 'profile.photo.change') not valid`,
    );
    try {
      const res = await upload('director', {
        name: 'me.jpg',
        type: 'image/jpeg',
        bytes: await phonePhoto(),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint no_photo`);
    }
    expect(await onDisk()).toEqual(files);
  });

  it('is what the account menus show: who is signed in carries its version', async () => {
    const uploaded = await upload('director', {
      name: 'me.png',
      type: 'image/png',
      bytes: await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#3366cc' },
      })
        .png()
        .toBuffer(),
    });
    const version = uploaded.json().photo as number;
    const who = async (url: string) =>
      (await t.request({ method: 'GET', url, cookie: cookie.director })).json();
    expect((await who('/api/auth/me')).photo).toBe(version);
    expect((await who('/api/auth/session')).user.photo).toBe(version);
    // Nobody else's: a parent without a photo has none.
    const parent = await t.request({ method: 'GET', url: '/api/auth/me', cookie: cookie.parent2 });
    expect(parent.json().photo).toBeNull();
    await t.request({ method: 'DELETE', url: '/api/profile/photo', cookie: cookie.director });
    expect((await who('/api/auth/me')).photo).toBeNull();
  });

  it('can be removed', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: '/api/profile/photo',
      cookie: cookie.teacher,
    });
    expect(res.json().photo).toBeNull();
    expect((await photo('teacher')).statusCode).toBe(404);
    await t.drainJobs();
    expect((await onDisk()).filter((f) => f.startsWith('files/'))).toEqual([]);
  });
});
