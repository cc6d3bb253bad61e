import { randomUUID } from 'node:crypto';
import type { FileStore } from './file-store.ts';
import { webpSizes } from './images.ts';
import type { NewStoredFile } from './stored-files.ts';

/**
 * The display copy and the thumbnail: longest side in pixels, WebP quality. Grids show
 * dozens of thumbnails at once, so theirs is lower: a parent's gallery of 100 photos stays
 * under 3 MB (docs/performance.md); the display copy is the one looked at closely.
 */
const gallerySizes = {
  display: { side: 1600, quality: 82 },
  thumbnail: { side: 400, quality: 70 },
};
const sizeNames = ['display', 'thumbnail'] as const;

/**
 * Where a new gallery photo's copies go in the file store, and the spec's generated path it
 * is known by (/uploads/gallery/<ms>-<random>.webp). Known before anything is stored, so a
 * change that fails can delete exactly these keys.
 */
export function galleryPlaces(at: Date) {
  const id = randomUUID().replaceAll('-', '');
  const folder = `gallery/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  return {
    keys: { display: `${folder}/${id}.webp`, thumbnail: `${folder}/${id}-thumb.webp` },
    filePath: `/uploads/gallery/${at.getTime()}-${id}.webp`,
  };
}

/**
 * Makes both copies of an image (decision 024: upright, no metadata, no original kept), puts
 * them at `places`, and returns the gallery row's file columns and the stored_files records
 * to write in the row's transaction.
 */
export async function storeGalleryCopies(
  files: FileStore,
  input: string | Buffer,
  places: ReturnType<typeof galleryPlaces>,
  by: { userId: number; originalName: string },
) {
  const copies = await webpSizes(input, gallerySizes);
  const stored: NewStoredFile[] = [];
  for (const size of sizeNames) {
    const { buffer, contentType } = copies[size];
    await files.put(places.keys[size], buffer, { contentType, size: buffer.length });
    stored.push({
      key: places.keys[size],
      contentType,
      size: buffer.length,
      purpose: `gallery-${size}`,
      originalName: by.originalName,
      createdByUserId: by.userId,
    });
  }
  return {
    columns: {
      filePath: places.filePath,
      storageKey: places.keys.display,
      thumbnailKey: places.keys.thumbnail,
      mimeType: copies.display.contentType,
      fileSize: copies.display.buffer.length,
      width: copies.display.width,
      height: copies.display.height,
    },
    stored,
  };
}
