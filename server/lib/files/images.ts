import { HttpError } from '../http-errors.ts';

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** What a file of another type is told (a catalogue id). */
export const notAnImageMessage = 'errors.notAnImage';
export const unreadableImageMessage = 'errors.unreadableImage';

export type ImageVariant = {
  buffer: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
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
  // sharp loads with the first image, not at every start.
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
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
