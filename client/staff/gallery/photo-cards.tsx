import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format.ts';
import { PhotoActions } from './photo-actions.tsx';
import { PhotoStatus } from './photo-status.tsx';
import type { PhotoRowsProps } from './photo-table.tsx';
import { PhotoTags } from './photo-tags.tsx';
import { PhotoThumbnail } from './photo-thumbnail.tsx';

/** Below tablet width the table's columns as one card per photo (issue 16: fits 390 px). */
export function PhotoCards({ photos, onEdit, onDelete }: PhotoRowsProps) {
  const t = useT();
  return (
    <ul aria-label={t('galleryManagement.caption')} className="space-y-3">
      {photos.map((photo) => (
        <li key={photo.id}>
          <Card className="space-y-3 p-4">
            <div className="flex gap-3">
              <PhotoThumbnail photo={photo} className="size-20" />
              <div className="min-w-0 flex-1 space-y-1">
                <h2 className="text-base font-semibold break-words">{photo.title}</h2>
                <PhotoStatus isVisible={photo.isVisible} staffOnly={photo.staffOnly} />
                <p className="text-sm text-slate-600">
                  {t('galleryManagement.uploadedOn', { date: formatDate(photo.createdAt) })}
                </p>
              </div>
            </div>
            {photo.description ? (
              <p className="line-clamp-3 text-sm break-words text-slate-700">{photo.description}</p>
            ) : null}
            <PhotoTags tags={photo.tags} />
            <div className="flex justify-end border-t border-slate-200 pt-2">
              <PhotoActions photo={photo} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
