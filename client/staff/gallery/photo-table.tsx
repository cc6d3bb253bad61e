import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { DataTable, dataCell } from '../../components/ui/data-table.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format.ts';
import { PhotoActions } from './photo-actions.tsx';
import { PhotoStatus } from './photo-status.tsx';
import { PhotoTags } from './photo-tags.tsx';
import { PhotoThumbnail } from './photo-thumbnail.tsx';

export interface PhotoRowsProps {
  photos: readonly GalleryPhoto[];
  onEdit: (photo: GalleryPhoto) => void;
  onDelete: (photo: GalleryPhoto) => void;
}

/** The spec's table, from tablet width up (below it the same photos show as cards). */
export function PhotoTable({ photos, onEdit, onDelete }: PhotoRowsProps) {
  const t = useT();
  const columns = [
    t('galleryManagement.column.photo'),
    t('galleryManagement.field.title'),
    t('galleryManagement.field.description'),
    t('galleryManagement.field.tags'),
    t('galleryManagement.column.uploaded'),
    t('common.status'),
    t('common.actions'),
  ];
  return (
    <DataTable caption={t('galleryManagement.caption')} columns={columns}>
      {photos.map((photo) => (
        <tr key={photo.id}>
          <td className={dataCell}>
            <PhotoThumbnail photo={photo} className="size-16" />
          </td>
          <td className={`${dataCell} font-medium break-words`}>{photo.title}</td>
          <td className={`${dataCell} max-w-xs text-slate-700`}>
            <p className="line-clamp-3 break-words">{photo.description}</p>
          </td>
          <td className={dataCell}>
            <PhotoTags tags={photo.tags} />
          </td>
          <td className={`${dataCell} whitespace-nowrap`}>{formatDate(photo.createdAt)}</td>
          <td className={dataCell}>
            <PhotoStatus isVisible={photo.isVisible} staffOnly={photo.staffOnly} />
          </td>
          <td className={dataCell}>
            <PhotoActions photo={photo} onEdit={onEdit} onDelete={onDelete} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
