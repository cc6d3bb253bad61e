import type { GalleryPhoto } from '../../../contract/gallery.ts';

/**
 * The saved file's name: the name it was uploaded under, with the kind the download really
 * is (the display copy is WebP: 'IMG_2041.HEIC' saves as 'IMG_2041.webp').
 */
export function downloadName(photo: Pick<GalleryPhoto, 'id' | 'fileName'>): string {
  const base = photo.fileName.replace(/\.[^./\\]*$/, '').trim();
  return `${base || `photo-${photo.id}`}.webp`;
}
