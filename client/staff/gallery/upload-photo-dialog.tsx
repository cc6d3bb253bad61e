import { type FormEvent, useState } from 'react';
import { splitTags } from '../../../contract/gallery.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';
import { toastError } from '../../lib/toast-error.ts';
import {
  type DetailErrors,
  type DetailsDraft,
  detailErrorsFrom,
  PhotoDetailsFields,
} from './photo-details-fields.tsx';
import { uploadPhoto } from './queries.ts';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

/** Spec section 5: the one message for a blank title or no file (the contract's id). */
const requiredMessage = 'errors.galleryFieldsRequired';

/** What the browser may call an image; an empty type (HEIC on some systems) is left to the server. */
const isImage = (file: File) => file.type === '' || file.type.startsWith('image/');

/**
 * 'Upload Photo': the details once, then one or several image files, each sent as its own
 * request with its own progress bar. The dialog cannot be closed while files are going out.
 */
export function UploadPhotoDialog({ open, onOpenChange }: DialogSlotProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        onOpenChange(next);
      }}
      title={t('galleryManagement.upload.title')}
      description={t('galleryManagement.upload.description')}
      className="max-w-2xl"
    >
      <UploadForm onBusy={setBusy} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const emptyDraft: DetailsDraft = { title: '', description: '', tags: '', childIds: [] };

function UploadForm({ onBusy, onDone }: { onBusy: (busy: boolean) => void; onDone: () => void }) {
  const t = useT();
  const queue = useUploadQueue();
  const refresh = useRefreshAfter('gallery');
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<DetailErrors>({});
  const fileId = 'gallery-upload-file';
  const left = queue.items.filter((item) => item.state !== 'done');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: DetailErrors = {
      ...(draft.title.trim() === '' ? { title: requiredMessage } : {}),
      ...(left.length === 0 ? { file: requiredMessage } : {}),
    };
    if (!missing.title && !missing.file && !left.every((item) => isImage(item.file))) {
      missing.file = 'galleryManagement.upload.notImage';
    }
    // Message ids: FormField translates them where they show, so they follow the language.
    setErrors(missing);
    const problem = missing.file ?? missing.title;
    if (problem) {
      toastError(null, translate(problem));
      return;
    }
    const details = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      tags: splitTags(draft.tags),
      childIds: draft.childIds,
    };
    onBusy(true);
    const { sent, errors: failures } = await queue
      .run((file, onProgress) => uploadPhoto(details, file, onProgress))
      .finally(() => onBusy(false));
    if (sent > 0) void refresh();
    const [first] = failures;
    if (first === undefined) {
      toast({ title: translate('galleryManagement.uploaded', { count: sent }) });
      onDone();
      return;
    }
    // A refused field (a tag too long, a child without release) is the same for every file.
    const fieldErrors = first instanceof ApiError ? detailErrorsFrom(first.fieldErrors) : {};
    setErrors(fieldErrors);
    toastError(first, translate('galleryManagement.uploadFailed'));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <PhotoDetailsFields
        idPrefix="gallery-upload"
        draft={draft}
        onChange={setDraft}
        errors={errors}
        disabled={queue.running}
      />
      <FormField
        id={fileId}
        label={t('galleryManagement.upload.file')}
        hint={t('galleryManagement.upload.fileHint')}
        error={errors.file}
      >
        {(p) => (
          <Input
            {...p}
            type="file"
            multiple
            accept="image/*"
            disabled={queue.running}
            className="h-auto py-2 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-medium file:text-slate-900"
            onChange={(e) => queue.choose([...(e.target.files ?? [])])}
          />
        )}
      </FormField>
      <UploadProgressList items={queue.items} idPrefix={fileId} />
      <FormActions
        onCancel={onDone}
        pending={queue.running}
        holdCancel
        pendingLabel={t('galleryManagement.upload.pending')}
        submitLabel={t('galleryManagement.upload.submit', { count: Math.max(left.length, 1) })}
      />
    </form>
  );
}
