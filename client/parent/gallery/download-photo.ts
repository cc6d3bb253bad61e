import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { t } from '../../i18n/i18n.ts';
import { errorFromResponse, networkError } from '../../lib/api.ts';

/** The saved file's name: the uploaded name with the display copy's own kind ('IMG_1.webp'). */
export function downloadName(photo: Pick<GalleryPhoto, 'id' | 'fileName'>): string {
  const base = photo.fileName.replace(/\.[^./\\]*$/, '').trim();
  return `${base || `photo-${photo.id}`}.webp`;
}

/**
 * Saves the photo's display copy (never an original: the server keeps none) through a Blob
 * and a temporary object URL, so the browser saves it rather than opening it, then confirms
 * with the spec's toast. The session cookie goes with the request; the URL is freed after.
 */
export async function downloadPhoto(photo: GalleryPhoto): Promise<void> {
  let response: Response;
  try {
    response = await fetch(photo.filePath, { credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    throw errorFromResponse(response.status, response.statusText, await response.text());
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(photo);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  toast({ title: t('parentGallery.downloadComplete') });
}
