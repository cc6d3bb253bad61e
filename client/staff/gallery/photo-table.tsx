import type { GalleryPhoto } from '../../../contract/gallery.ts';
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

const cell = 'px-4 py-3 align-top';

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
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('galleryManagement.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900">
          {photos.map((photo) => (
            <tr key={photo.id}>
              <td className={cell}>
                <PhotoThumbnail photo={photo} className="size-16" />
              </td>
              <td className={`${cell} font-medium break-words`}>{photo.title}</td>
              <td className={`${cell} max-w-xs text-slate-700`}>
                <p className="line-clamp-3 break-words">{photo.description}</p>
              </td>
              <td className={cell}>
                <PhotoTags tags={photo.tags} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(photo.createdAt)}</td>
              <td className={cell}>
                <PhotoStatus isVisible={photo.isVisible} staffOnly={photo.staffOnly} />
              </td>
              <td className={cell}>
                <PhotoActions photo={photo} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
