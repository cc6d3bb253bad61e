import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webpVariant } from './images.ts';
import { renderPdf } from './pdf.ts';

/** A 400 × 200 JPEG that says, in EXIF, it was taken by a phone held sideways, somewhere. */
const phonePhoto = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1' },
    })
    .toBuffer();

describe('webpVariant', () => {
  it('turns the image upright and keeps no metadata at all', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('PhoneMaker')).toBe(true);
    const variant = await webpVariant(input, { width: 1000, height: 1000, fit: 'inside' });
    const out = await sharp(variant.buffer).metadata();
    expect(out.format).toBe('webp');
    // Orientation 6: the 400 × 200 picture stands upright as 200 × 400.
    expect([variant.width, variant.height]).toEqual([200, 400]);
    expect(out.exif).toBeUndefined();
    expect(out.icc).toBeUndefined();
    expect(variant.buffer.includes('PhoneMaker')).toBe(false);
  });

  it('crops to an exact square for avatars, and never enlarges a small photo', async () => {
    const input = await phonePhoto();
    const avatar = await webpVariant(input, { width: 128, height: 128, fit: 'cover' });
    expect([avatar.width, avatar.height]).toEqual([128, 128]);
    const small = await webpVariant(input, { width: 2000, height: 2000, fit: 'inside' });
    expect([small.width, small.height]).toEqual([200, 400]);
  });

  it('answers 400 for bytes that only look like an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    await expect(webpVariant(fake, { width: 10, height: 10, fit: 'cover' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'errors.unreadableImage',
    });
  });
});

/** The text lines of an uncompressed PDF (pdfkit writes them as hex strings in TJ arrays). */
const pdfLines = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .split('\n')
    .filter((line) => line.endsWith('TJ'))
    .map((line) =>
      [...line.matchAll(/<([0-9a-f]*)>/g)]
        .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
        .join(''),
    );

describe('renderPdf', () => {
  it('makes a PDF with the centre’s header, the title and numbered pages', async () => {
    const pdf = await renderPdf(
      {
        centre: {
          name: 'Sunny Days Child Care Centre',
          address: '12 Elm Street',
          phone: '(555) 100-2000',
          email: 'hello@sunnydays.example',
        },
        language: 'en',
        title: 'Statement 2026',
        body: (doc) => {
          for (let line = 0; line < 80; line++) doc.text(`Line ${line}`);
        },
      },
      { compress: false },
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Statement 2026)');
    expect(text).toContain('(Sunny Days Child Care Centre)');
    expect(text.match(/\/Type \/Page\b/g)?.length).toBe(2);
    expect(pdfLines(pdf)).toContain('Page 2 of 2');
  });

  it('numbers the pages in the reader’s language', async () => {
    const pdf = await renderPdf(
      {
        centre: { name: 'Sunny Days', address: '', phone: '', email: '' },
        language: 'de',
        title: 'Jahresübersicht',
        body: (doc) => doc.text('Zeile'),
      },
      { compress: false },
    );
    expect(pdfLines(pdf)).toContain('Seite 1 von 1');
  });
});
