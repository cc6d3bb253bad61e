import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useDeletePhoto } from './queries.ts';

interface Props {
  photo: GalleryPhoto | null;
  onOpenChange: (open: boolean) => void;
}

/** Spec section 5's confirmation; the server deletes the photo's files with it. */
export function DeletePhotoDialog({ photo, onOpenChange }: Props) {
  const t = useT();
  const remove = useDeletePhoto();
  const confirm = () => {
    if (!photo) return;
    remove.mutate(photo.id, {
      onSuccess: () => {
        toast({ title: translate('galleryManagement.deleted') });
        onOpenChange(false);
      },
      onError: (error) => toastError(error, translate('galleryManagement.deleteFailed')),
    });
  };
  return (
    <ConfirmDialog
      open={photo !== null}
      onOpenChange={onOpenChange}
      title={
        photo
          ? t('galleryManagement.delete.title', { title: photo.title })
          : t('galleryManagement.delete.titleNoName')
      }
      description={t('galleryManagement.delete.description')}
      confirmLabel={t('galleryManagement.delete.confirm')}
      pendingLabel={t('galleryManagement.delete.pending')}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
