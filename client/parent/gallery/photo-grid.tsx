import { Images } from 'lucide-react';
import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { PhotoCard } from './photo-card.tsx';

interface Props {
  list: PagedList<GalleryPhoto>;
  /** A search or a tag is applied: 'No photos found' rather than 'No photos yet'. */
  filtered: boolean;
  activeTag: string | undefined;
  onTag: (tag: string) => void;
  onOpen: (photo: GalleryPhoto) => void;
}

/** The thumbnails' grid, or the loading, failure and empty states (spec's words). */
export function PhotoGrid({ list, filtered, activeTag, onTag, onOpen }: Props) {
  const t = useT();
  if (list.isPending) return <LoadingIndicator message={t('parentGallery.loading')} />;
  // A poll that fails after the first read keeps the photos shown.
  if (list.isError && !list.data) {
    return (
      <Card role="alert" className="p-8 text-center text-red-800">
        {t('parentGallery.loadFailed')}
      </Card>
    );
  }
  const photos = list.data ?? [];
  if (photos.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center">
        <Images className="size-10 text-slate-500" aria-hidden="true" />
        <h2 className="text-lg font-semibold">
          {filtered ? t('parentGallery.empty.noneFound') : t('parentGallery.empty.noneYet')}
        </h2>
        <p className="text-slate-600">
          {filtered ? t('parentGallery.empty.noneFoundText') : t('parentGallery.empty.noneYetText')}
        </p>
      </Card>
    );
  }
  return (
    <div aria-busy={list.updating}>
      <ul
        aria-label={t('parentGallery.photos')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
      >
        {photos.map((photo) => (
          <li key={photo.id}>
            <PhotoCard photo={photo} activeTag={activeTag} onTag={onTag} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} what={t('parentGallery.loadMoreWhat')} />
    </div>
  );
}
