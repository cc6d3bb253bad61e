import { type FormEvent, useState } from 'react';
import {
  type GalleryPhoto,
  type GalleryUpdateRequest,
  splitTags,
} from '../../../contract/gallery.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { toastError } from '../../lib/toast-error.ts';
import {
  type DetailErrors,
  type DetailsDraft,
  detailErrorsFrom,
  PhotoDetailsFields,
} from './photo-details-fields.tsx';
import { PhotoThumbnail } from './photo-thumbnail.tsx';
import { useUpdatePhoto } from './queries.ts';

interface Props {
  photo: GalleryPhoto | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Edit Photo': title, description, tags and the children in it (the file stays). */
export function EditPhotoDialog({ photo, onOpenChange }: Props) {
  const t = useT();
  return (
    <FormDialog
      open={photo !== null}
      onOpenChange={onOpenChange}
      title={t('galleryManagement.edit.title')}
      description={t('galleryManagement.edit.description')}
      className="max-w-2xl"
    >
      {photo ? <EditForm photo={photo} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

function EditForm({ photo, onDone }: { photo: GalleryPhoto; onDone: () => void }) {
  const t = useT();
  const update = useUpdatePhoto();
  const originalIds = photo.children.map((child) => child.id);
  const [draft, setDraft] = useState<DetailsDraft>({
    title: photo.title,
    description: photo.description,
    tags: photo.tags.join(', '),
    childIds: originalIds,
  });
  const [errors, setErrors] = useState<DetailErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.title.trim() === '') {
      setErrors({ title: 'errors.galleryFieldsRequired' });
      return;
    }
    setErrors({});
    const body: GalleryUpdateRequest = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      tags: splitTags(draft.tags),
      // Sent only when changed: a child whose release was withdrawn after tagging would
      // otherwise be refused on every later edit of the title.
      ...(sameIds(draft.childIds, originalIds) ? {} : { childIds: draft.childIds }),
    };
    update.mutate(
      { id: photo.id, body },
      {
        onSuccess: () => {
          toast({ title: translate('galleryManagement.updated') });
          onDone();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? detailErrorsFrom(error.fieldErrors) : {};
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length === 0)
            toastError(error, translate('galleryManagement.updateFailed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PhotoThumbnail photo={photo} className="size-24" />
      <PhotoDetailsFields
        idPrefix="gallery-edit"
        draft={draft}
        onChange={setDraft}
        errors={errors}
        disabled={update.isPending}
        currentChildren={photo.children}
      />
      <FormActions
        onCancel={onDone}
        pending={update.isPending}
        submitLabel={t('common.saveChanges')}
      />
    </form>
  );
}
