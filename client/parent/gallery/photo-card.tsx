import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { Card } from '../../components/ui/card.tsx';
import { VeiledPhoto } from '../../components/ui/veiled-photo.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format.ts';
import { usePhotoVeil } from '../../lib/privacy-mode.ts';
import { PhotoTags } from './photo-tags.tsx';

interface Props {
  photo: GalleryPhoto;
  activeTag: string | undefined;
  onTag: (tag: string) => void;
  onOpen: (photo: GalleryPhoto) => void;
}

/**
 * A grid card: the thumbnail (a button: opens it large), title, description, tags, date.
 * Under privacy mode the thumbnail is blurred, and its button first shows it.
 */
export function PhotoCard({ photo, activeTag, onTag, onOpen }: Props) {
  const t = useT();
  const veil = usePhotoVeil();
  const headingId = `gallery-photo-${photo.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden"
    >
      {veil.veiled ? (
        <VeiledPhoto
          src={photo.thumbnailPath}
          label={t('parentGallery.showPhoto', { title: photo.title })}
          hint={t('parentGallery.tapToShow')}
          width={400}
          height={400}
          className="aspect-square w-full"
          onReveal={veil.reveal}
        />
      ) : (
        <button
          type="button"
          onClick={() => onOpen(photo)}
          className="block aspect-square w-full bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none focus-visible:ring-inset"
        >
          <img
            src={photo.thumbnailPath}
            alt={photo.title}
            loading="lazy"
            decoding="async"
            width={400}
            height={400}
            className="size-full object-cover"
          />
        </button>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2
          id={headingId}
          className="text-sm font-semibold break-words text-slate-900 sm:text-base"
        >
          {photo.title}
        </h2>
        {photo.description ? (
          <p className="line-clamp-2 text-sm break-words text-slate-700">{photo.description}</p>
        ) : null}
        <PhotoTags tags={photo.tags} activeTag={activeTag} onTag={onTag} />
        <p className="mt-auto text-xs text-slate-600">{formatDate(photo.createdAt)}</p>
      </div>
    </Card>
  );
}
