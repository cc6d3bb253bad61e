import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { cn } from '../../lib/cn.ts';

/** The ~400 px WebP thumbnail (never the display copy in a list), named by the photo's title. */
export function PhotoThumbnail({ photo, className }: { photo: GalleryPhoto; className?: string }) {
  return (
    <img
      src={photo.thumbnailPath}
      alt={photo.title}
      loading="lazy"
      decoding="async"
      width={80}
      height={80}
      className={cn('shrink-0 rounded-md bg-slate-100 object-cover', className)}
    />
  );
}
