import { ImageOff } from 'lucide-react';
import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { PagedList } from '../../lib/paged-list.ts';
import { PhotoCards } from './photo-cards.tsx';
import { PhotoTable } from './photo-table.tsx';
import { TableOrCards } from '../../components/ui/table-or-cards.tsx';

interface Props {
  list: PagedList<GalleryPhoto>;
  onEdit: (photo: GalleryPhoto) => void;
  onDelete: (photo: GalleryPhoto) => void;
}

/** The photos (table, or cards on phones), or the loading, failure and empty states. */
export function PhotoList({ list, onEdit, onDelete }: Props) {
  const t = useT();
  if (list.isPending) return <LoadingIndicator message={t('galleryManagement.loading')} />;
  // Spec section 8's words: a poll that fails after the first read keeps the rows shown.
  if (list.isError && !list.data) {
    return (
      <Card role="alert" className="p-8 text-center text-red-800">
        {t('galleryManagement.loadFailed')}
      </Card>
    );
  }
  const photos = list.data ?? [];
  if (photos.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center">
        <ImageOff className="size-10 text-slate-500" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('galleryManagement.empty.title')}</h2>
        <p className="text-slate-600">{t('galleryManagement.empty.text')}</p>
      </Card>
    );
  }
  return (
    <div>
      <TableOrCards
        table={<PhotoTable photos={photos} onEdit={onEdit} onDelete={onDelete} />}
        cards={<PhotoCards photos={photos} onEdit={onEdit} onDelete={onDelete} />}
      />
      <LoadMore list={list} what={t('galleryManagement.loadMoreWhat')} />
    </div>
  );
}
