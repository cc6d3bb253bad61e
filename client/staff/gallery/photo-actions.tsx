import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useUpdatePhoto } from './queries.ts';

interface Props {
  photo: GalleryPhoto;
  onEdit: (photo: GalleryPhoto) => void;
  onDelete: (photo: GalleryPhoto) => void;
}

// Icon buttons of 44 px (issue 16's touch targets); each name says what and which photo.
const iconButton = 'size-11';

/** Show or hide for parents, edit, delete: one photo's row or card actions. */
export function PhotoActions({ photo, onEdit, onDelete }: Props) {
  const t = useT();
  const update = useUpdatePhoto();
  const { title } = photo;
  const toggleName = photo.isVisible
    ? t('galleryManagement.actions.hide', { title })
    : t('galleryManagement.actions.show', { title });
  const editName = t('galleryManagement.actions.edit', { title });
  const deleteName = t('galleryManagement.actions.delete', { title });
  const toggle = () =>
    update.mutate(
      { id: photo.id, body: { isVisible: !photo.isVisible } },
      {
        onSuccess: () => toast({ title: translate('galleryManagement.visibilityUpdated') }),
        onError: (error) =>
          toastError(error, translate('galleryManagement.visibilityUpdateFailed')),
      },
    );
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        className={iconButton}
        disabled={update.isPending}
        aria-label={toggleName}
        title={toggleName}
        onClick={toggle}
      >
        {photo.isVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={iconButton}
        aria-label={editName}
        title={editName}
        onClick={() => onEdit(photo)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={`${iconButton} text-red-700 hover:bg-red-50 hover:text-red-800`}
        aria-label={deleteName}
        title={deleteName}
        onClick={() => onDelete(photo)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
