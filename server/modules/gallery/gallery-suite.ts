import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enrolmentConsents, galleryPhotos } from '../../db/schema/index.ts';
import { childIdByName, enrolChild, upload } from '../../../test/api/fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { useS3Server } from '../../../test/api/s3-server.ts';

/**
 * The gallery suite, on the local file store or on an S3-compatible server
 * started for the file (gallery.test.ts and gallery-s3.test.ts).
 */
export function gallerySuite(store: 'local' | 's3') {
  const files = store === 's3' ? useS3Server() : undefined;
  const t = testApp({ config: files ? { files } : {} });
  const { cookie } = t;
  type Who = keyof typeof cookie;

  /**
   * A 3000 × 2000 JPEG from a phone held sideways (orientation 6: it shows 2000 wide, 3000
   * high), with the phone's maker, a serial number and the place it was taken in its EXIF.
   */
  const phonePhoto = () =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3388cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
        IFD2: { BodySerialNumber: 'SN-4471-XYZ' },
        IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' },
      })
      .toBuffer();
  const png = (width = 64, height = 48) =>
    sharp({ create: { width, height, channels: 3, background: '#ffcc00' } })
      .png()
      .toBuffer();

  type Photo = {
    id: number;
    title: string;
    filePath: string;
    thumbnailPath: string;
    tags: string[];
    children: { id: number; name: string }[];
    isVisible: boolean;
    staffOnly: boolean;
    width: number;
    height: number;
  };

  const uploadPhoto = async (
    fields: { title?: string; description?: string; tags?: string[]; childIds?: number[] },
    bytes?: Buffer,
    who: Who = 'director',
  ) => {
    const text: Record<string, string> = {};
    if (fields.title !== undefined) text.title = fields.title;
    if (fields.description !== undefined) text.description = fields.description;
    if (fields.tags) text.tags = JSON.stringify(fields.tags);
    if (fields.childIds) text.childIds = JSON.stringify(fields.childIds);
    return upload(
      t,
      cookie[who],
      '/api/gallery',
      text,
      bytes === undefined ? undefined : { name: 'IMG_2041.jpg', type: 'image/jpeg', bytes },
    );
  };
  const photoOf = async (fields: Parameters<typeof uploadPhoto>[0]) => {
    const res = await uploadPhoto(fields, await png());
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Photo;
  };
  const list = async (who: Who, query = '') => {
    const res = await t.request({
      method: 'GET',
      url: `/api/gallery${query}`,
      cookie: cookie[who],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Photo[];
  };
  const get = (who: Who | null, url: string) =>
    t.request({ method: 'GET', url, cookie: who ? cookie[who] : undefined });
  const patch = (id: number, payload: object, who: Who = 'director') =>
    t.request({ method: 'PATCH', url: `/api/gallery/${id}`, cookie: cookie[who], payload });

  describe('uploading a photo', () => {
    it('keeps an upright display copy and a smaller thumbnail, with none of the metadata', async () => {
      const original = await phonePhoto();
      for (const secret of ['PhoneMaker', 'Pocket 12', 'SN-4471-XYZ'])
        expect(original.includes(secret)).toBe(true);
      expect((await sharp(original).metadata()).orientation).toBe(6);
      const res = await uploadPhoto(
        { title: 'Painting day', description: 'Hands and paper', tags: [' art ', 'indoor', 'art'] },
        original,
        'teacher',
      );
      expect(res.statusCode, res.body).toBe(201);
      const photo = res.json() as Photo;
      expect(photo.tags).toEqual(['art', 'indoor']);
      expect(photo.filePath).toMatch(/^\/uploads\/gallery\/\d{13}-[0-9a-f]{32}\.webp$/);
      expect(photo.thumbnailPath).toBe(photo.filePath.replace('/gallery/', '/gallery/thumbnails/'));
      // Turned upright: 2000 wide and 3000 high, fitted within 1600.
      expect([photo.width, photo.height]).toEqual([1067, 1600]);

      const display = await get('parent', photo.filePath);
      const thumbnail = await get('parent', photo.thumbnailPath);
      for (const served of [display, thumbnail]) {
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.format, meta.exif, meta.orientation, meta.icc]).toEqual([
          'webp',
          undefined,
          undefined,
          undefined,
        ]);
        for (const secret of ['PhoneMaker', 'Pocket 12', 'SN-4471-XYZ'])
          expect(served.rawPayload.includes(secret)).toBe(false);
      }
      const thumbMeta = await sharp(thumbnail.rawPayload).metadata();
      expect([thumbMeta.width, thumbMeta.height]).toEqual([267, 400]);
      expect(thumbnail.rawPayload.length).toBeLessThan(display.rawPayload.length);
      expect(display.headers['content-disposition']).toMatch(/filename="IMG_2041.webp"/);
    });

    it('decides the type from the bytes, whatever the name says', async () => {
      const pdfNamedJpeg = await uploadPhoto(
        { title: 'x' },
        Buffer.from('%PDF-1.4\n%\u00e2\n1 0 obj'),
      );
      expect(pdfNamedJpeg.statusCode).toBe(415);
      expect(pdfNamedJpeg.json().message).toBe(
        'This file is not a JPEG, PNG, WebP, GIF or AVIF image',
      );
      const text = await uploadPhoto({ title: 'x' }, Buffer.from('just some words, not a picture'));
      expect(text.statusCode).toBe(415);
      // A real JPEG header with nothing readable after it.
      const broken = await uploadPhoto(
        { title: 'x' },
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 1, 2, 3, 4]),
      );
      expect([415, 400]).toContain(broken.statusCode);
      expect(await list('director', '?search=x')).toEqual([]);
    });

    it('takes AVIF as well, and keeps it as WebP', async () => {
      const avif = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#c36' },
      })
        .avif()
        .toBuffer();
      const res = await uploadPhoto({ title: 'From a newer phone' }, avif);
      expect(res.statusCode, res.body).toBe(201);
      const served = await get('director', (res.json() as Photo).filePath);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    });

    it('asks for a title and a file in the spec’s words', async () => {
      const message = 'Please fill in all required fields and select a file';
      const noTitle = await uploadPhoto({ title: '   ' }, await png());
      expect([noTitle.statusCode, noTitle.json().message]).toEqual([400, message]);
      const noFile = await uploadPhoto({ title: 'A title' });
      expect([noFile.statusCode, noFile.json().message]).toEqual([400, message]);
    });

    it('refuses a child without a photo release on record, by name, and stores nothing', async () => {
      const before = (await list('director')).length;
      const childId = await enrolChild(
        t,
        cookie.director,
        { firstName: 'Nell', lastName: 'Quist' },
        { consents: false },
      );
      const res = await photoUpload({ title: 'Snack time', childIds: [childId] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Nell Quist has no Photo & Video Release Form on record, so they cannot be tagged in photos',
      );
      expect((await list('director')).length).toBe(before);
      const taggable = await t.request({
        method: 'GET',
        url: '/api/gallery/children',
        cookie: cookie.teacher,
      });
      const ids = (taggable.json() as { id: number }[]).map((c) => c.id);
      expect(ids).not.toContain(childId);
      expect(ids).toContain(await childIdByName(t, 'Aarav', 'Patel'));
    });

    it('is for staff only', async () => {
      const res = await uploadPhoto({ title: 'Mine' }, await png(), 'parent');
      expect(res.statusCode).toBe(403);
    });
  });

  const photoUpload = async (fields: Parameters<typeof uploadPhoto>[0]) =>
    uploadPhoto(fields, await png());

  describe('who sees a photo', () => {
    it('shows parents centre-wide photos and those of their own children, never others’', async () => {
      const aarav = await childIdByName(t, 'Aarav', 'Patel');
      const family2Child = (
        await t.request({ method: 'GET', url: '/api/children', cookie: cookie.parent2 })
      ).json()[0].id as number;
      const everyone = await photoOf({ title: 'Whole centre picnic', tags: ['picnic'] });
      const family1 = await photoOf({ title: 'Aarav builds a tower', childIds: [aarav] });
      const both = await photoOf({ title: 'Two friends', childIds: [aarav, family2Child] });
      const family2 = await photoOf({ title: 'Only the other family', childIds: [family2Child] });

      const seen = async (who: Who) => (await list(who)).map((p) => p.id);
      expect(await seen('parent')).toEqual(
        expect.arrayContaining([everyone.id, family1.id, both.id]),
      );
      expect(await seen('parent')).not.toContain(family2.id);
      expect(await seen('parent2')).toEqual(
        expect.arrayContaining([everyone.id, both.id, family2.id]),
      );
      expect(await seen('parent2')).not.toContain(family1.id);
      // A parent is told the names of their own children only.
      const shared = (await list('parent')).find((p) => p.id === both.id)!;
      expect(shared.children.map((c) => c.id)).toEqual([aarav]);
      expect((await list('director')).find((p) => p.id === both.id)!.children).toHaveLength(2);
      // Nor its files: the same answer as for no photo at all.
      for (const path of [family1.filePath, family1.thumbnailPath]) {
        expect((await get('parent2', path)).statusCode).toBe(404);
        expect((await get('parent', path)).statusCode).toBe(200);
        expect((await get(null, path)).statusCode).toBe(401);
      }
      expect((await get('parent2', '/uploads/gallery/1234567890123-nothing.webp')).statusCode).toBe(
        404,
      );
    });

    it('keeps a hidden photo from parents until it is shown again', async () => {
      const photo = await photoOf({ title: 'Hidden for now' });
      expect((await patch(photo.id, { isVisible: false })).json().isVisible).toBe(false);
      expect((await list('parent')).map((p) => p.id)).not.toContain(photo.id);
      expect((await get('parent', photo.filePath)).statusCode).toBe(404);
      expect((await list('teacher')).map((p) => p.id)).toContain(photo.id);
      await patch(photo.id, { isVisible: true });
      expect((await list('parent')).map((p) => p.id)).toContain(photo.id);
    });

    it('keeps a photo staff-only while a child in it has no photo release', async () => {
      const childId = await enrolChild(t, cookie.director, {
        firstName: 'Ivo',
        lastName: 'Brandt',
      });
      const photo = await photoOf({ title: 'Ivo at the sandpit', childIds: [childId] });
      expect(photo.staffOnly).toBe(false);
      // The release is withdrawn (recorded outside the portal's screens).
      await t.database.db.delete(enrolmentConsents).where(eq(enrolmentConsents.childId, childId));
      const staffView = (await list('director')).find((p) => p.id === photo.id)!;
      expect(staffView.staffOnly).toBe(true);
      for (const who of ['parent', 'parent2'] as const) {
        expect((await list(who)).map((p) => p.id)).not.toContain(photo.id);
        expect((await get(who, photo.filePath)).statusCode).toBe(404);
      }
      // And it cannot be named in a new photo or an edit.
      const edit = await patch(photo.id, { title: 'Sandpit', childIds: [childId] });
      expect(edit.statusCode).toBe(400);
    });
  });

  describe('finding photos', () => {
    it('searches title and description and filters by a tag, letter case ignored', async () => {
      const a = await photoOf({
        title: 'Puddle jumping',
        description: 'Rain boots',
        tags: ['Outdoor'],
      });
      const b = await photoOf({ title: 'Reading corner', description: 'Quiet PUDDLE book' });
      const found = (await list('parent', '?search=puddle')).map((p) => p.id);
      expect(found).toEqual([b.id, a.id]);
      expect((await list('parent', '?tag=outdoor')).map((p) => p.id)).toContain(a.id);
      expect((await list('parent', '?tag=outdoor')).map((p) => p.id)).not.toContain(b.id);
      // Wildcards are the reader's characters.
      expect(await list('parent', '?search=%25')).toEqual([]);
    });

    it('pages newest first', async () => {
      const first = await list('director', '?limit=2');
      expect(first).toHaveLength(2);
      const res = await t.request({
        method: 'GET',
        url: '/api/gallery?limit=2',
        cookie: cookie.director,
      });
      const next = await list('director', `?limit=2&before=${res.headers['next-cursor']}`);
      expect(next.map((p) => p.id).some((id) => first.some((p) => p.id === id))).toBe(false);
    });

    it('counts every photo, the visible and the hidden ones', async () => {
      const res = await t.request({
        method: 'GET',
        url: '/api/gallery/summary',
        cookie: cookie.teacher,
      });
      const all = await list('director', '?limit=200');
      expect(res.json()).toEqual({
        total: all.length,
        visible: all.filter((p) => p.isVisible).length,
        hidden: all.filter((p) => !p.isVisible).length,
      });
      const parent = await t.request({
        method: 'GET',
        url: '/api/gallery/summary',
        cookie: cookie.parent,
      });
      expect(parent.statusCode).toBe(403);
    });
  });

  describe('changing and deleting a photo', () => {
    it('saves the details and refuses a parent', async () => {
      const photo = await photoOf({ title: 'Before' });
      const res = await patch(photo.id, { title: 'After', description: 'Now', tags: ['a', ' b '] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ title: 'After', description: 'Now', tags: ['a', 'b'] });
      expect((await patch(photo.id, { isVisible: false }, 'parent')).statusCode).toBe(403);
      expect((await patch(2_000_000, { isVisible: false })).statusCode).toBe(404);
    });

    it('deletes its files with it', async () => {
      const photo = await photoOf({ title: 'To delete' });
      const [row] = await t.database.db
        .select({ display: galleryPhotos.storageKey, thumb: galleryPhotos.thumbnailKey })
        .from(galleryPhotos)
        .where(eq(galleryPhotos.id, photo.id));
      expect(await t.app.files.exists(row!.display)).toBe(true);
      const res = await t.request({
        method: 'DELETE',
        url: `/api/gallery/${photo.id}`,
        cookie: cookie.teacher,
      });
      expect(res.statusCode).toBe(204);
      await t.drainJobs();
      expect(await t.app.files.exists(row!.display)).toBe(false);
      expect(await t.app.files.exists(row!.thumb!)).toBe(false);
      expect((await get('director', photo.filePath)).statusCode).toBe(404);
      const again = await t.request({
        method: 'DELETE',
        url: `/api/gallery/${photo.id}`,
        cookie: cookie.teacher,
      });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('the size limit', () => {
    const small = testApp({
      config: {
        uploads: { photoMaxBytes: 200_000, documentMaxBytes: 200_000 },
        ...(files ? { files } : {}),
      },
    });
    it('refuses a larger photo with 413 and a clear message', async () => {
      const bytes = await sharp({
        create: {
          width: 800,
          height: 800,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer();
      expect(bytes.length).toBeGreaterThan(200_000);
      const res = await upload(
        small,
        small.cookie.director,
        '/api/gallery',
        { title: 'Big' },
        {
          name: 'big.png',
          type: 'image/png',
          bytes,
        },
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file is too large: at most 0.2 MB.');
    });
  });
}
