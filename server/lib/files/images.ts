import { HttpError } from '../http-errors.ts';

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Gallery photos also take AVIF, which sharp reads (HEIC needs a codec it does not ship). */
export const galleryImageTypes = [...imageTypes, 'image/avif'] as const;
/** What a file of another type is told (a catalogue id). */
export const notAnImageMessage = 'errors.notAnImage';
export const unreadableImageMessage = 'errors.unreadableImage';

export type ImageVariant = {
  buffer: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
};

/** The image read from `input`, turned upright by its EXIF orientation. */
const sharpOf = async (input: string | Buffer) => {
  // sharp loads with the first image, not at every start.
  const { default: sharp } = await import('sharp');
  return sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
};

/**
 * One sized WebP copy of an uploaded image: turned upright by its EXIF orientation, with
 * every piece of metadata (EXIF location, camera, ICC comments) left behind — sharp keeps
 * none unless asked. `cover` crops to exactly width × height (avatars); `inside` fits within
 * them without enlarging (photos). A file that is not really a readable image answers 400.
 */
export async function webpVariant(
  input: string | Buffer,
  size: { width: number; height: number; fit: 'cover' | 'inside' },
): Promise<ImageVariant> {
  try {
    const { data, info } = await (
      await sharpOf(input)
    )
      .resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        withoutEnlargement: size.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { buffer: data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch {
    throw new HttpError(400, unreadableImageMessage, { file: unreadableImageMessage });
  }
}

/**
 * A logo as PNG within `width` × `height` (never enlarged), transparency kept, upright, no
 * metadata: PNG because PDFs (pdfkit) take only PNG and JPEG, and a logo's flat colours and
 * transparent edges stay sharp in it. A file that is not really a readable image answers 400.
 */
export async function pngWithin(
  input: string | Buffer,
  size: { width: number; height: number },
): Promise<{ buffer: Buffer; width: number; height: number; contentType: 'image/png' }> {
  try {
    const { data, info } = await (
      await sharpOf(input)
    )
      .resize({ ...size, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { buffer: data, width: info.width, height: info.height, contentType: 'image/png' };
  } catch {
    throw new HttpError(400, unreadableImageMessage, { file: unreadableImageMessage });
  }
}

/**
 * Several sizes of one image from a single decode (a 12-megapixel photo is read once):
 * each an upright WebP within `side` × `side` at its own quality, never enlarged, with no
 * metadata.
 */
export async function webpSizes<K extends string>(
  input: string | Buffer,
  sizes: Record<K, { side: number; quality: number }>,
): Promise<Record<K, ImageVariant>> {
  try {
    const decoded = await sharpOf(input);
    const entries = await Promise.all(
      (Object.entries(sizes) as [K, { side: number; quality: number }][]).map(
        async ([name, size]) => {
          const { data, info } = await decoded
            .clone()
            .resize({
              width: size.side,
              height: size.side,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .webp({ quality: size.quality })
            .toBuffer({ resolveWithObject: true });
          const variant: ImageVariant = {
            buffer: data,
            width: info.width,
            height: info.height,
            contentType: 'image/webp',
          };
          return [name, variant] as const;
        },
      ),
    );
    return Object.fromEntries(entries) as Record<K, ImageVariant>;
  } catch {
    throw new HttpError(400, unreadableImageMessage, { file: unreadableImageMessage });
  }
}
