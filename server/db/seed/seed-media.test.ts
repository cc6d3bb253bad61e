import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/api/test-app.ts';
import { seedDemoMedia } from './seed-media.ts';

const t = testApp();

describe('the demo centre’s photos and documents', () => {
  it('are stored like uploads and reach only the families they are for', async () => {
    await seedDemoMedia(t.database.db, t.app.files, t.clock.now());
    const get = async (who: keyof typeof t.cookie, url: string) =>
      (await t.request({ method: 'GET', url, cookie: t.cookie[who] })).json();
    const titles = async (who: keyof typeof t.cookie) =>
      (await get(who, '/api/gallery')).map((p: { title: string }) => p.title).sort();
    expect(await titles('director')).toHaveLength(4);
    expect(await titles('parent')).toEqual([
      'Painting with our hands',
      'Story time under the tree',
      'Sunflowers in the garden',
    ]);
    expect(await titles('parent2')).toContain('Building a tall tower');
    expect(await titles('parent2')).not.toContain('Painting with our hands');
    const [photo] = await get('parent', '/api/gallery');
    const image = await t.request({
      method: 'GET',
      url: photo.thumbnailPath,
      cookie: t.cookie.parent,
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);

    expect((await get('parent', '/api/tax-documents')).length).toBe(2);
    const [global] = await get('parent2', '/api/tax-documents');
    expect(global.isGlobal).toBe(true);
    const pdf = await t.request({ method: 'GET', url: global.filePath, cookie: t.cookie.parent2 });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
