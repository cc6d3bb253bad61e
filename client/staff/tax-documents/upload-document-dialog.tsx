import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { maxTaxYear, minTaxYear, taxFieldsRequired } from '../../../contract/tax-documents.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { translateText } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { centreTodayQuery } from '../../lib/query-options.ts';
import { documentTypeIds, documentTypeLabel } from '../../lib/tax-document-types.ts';
import { toastError } from '../../lib/toast-error.ts';
import { AssignToField } from './assign-to-field.tsx';
import type { FieldErrors } from './form-errors.ts';
import { serverFieldErrors } from './form-errors.ts';
import { useUploadTaxDocument } from './queries.ts';
import {
  acceptedFiles,
  checkUpload,
  type UploadField,
  uploadFields,
  type UploadValues,
} from './upload-fields.ts';

/** The centre's year (its today, from the server), the browser's until that is known. */
function useCentreYear(): string {
  const today = useQuery(centreTodayQuery());
  return today.data?.slice(0, 4) ?? String(new Date().getFullYear());
}

function UploadForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const id = useId();
  const upload = useUploadTaxDocument();
  const centreYear = useCentreYear();
  const [values, setValues] = useState<Omit<UploadValues, 'taxYear'> & { taxYear?: string }>({
    title: '',
    documentType: '',
    description: '',
    forAll: true,
    parentId: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<UploadField>>({});
  // The year follows the centre's until the person types one.
  const taxYear = values.taxYear ?? centreYear;
  const set = <K extends keyof UploadValues>(field: K, value: UploadValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkUpload({ ...values, taxYear }, file);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.missing)
        toast({
          title: t('common.error'),
          description: translateText(taxFieldsRequired),
          variant: 'destructive',
        });
      return;
    }
    setErrors({});
    upload.mutate(checked.form, {
      onSuccess: () => {
        toast({ title: t('taxDocumentsManagement.uploaded') });
        onDone();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error, uploadFields));
        toastError(error, t('taxDocumentsManagement.uploadFailed'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        id={`${id}-title`}
        label={t('taxDocumentsManagement.field.title')}
        error={errors.title}
      >
        {(control) => (
          <Input {...control} value={values.title} onChange={(e) => set('title', e.target.value)} />
        )}
      </FormField>
      <FormField
        id={`${id}-type`}
        label={t('taxDocumentsManagement.field.documentType')}
        error={errors.documentType}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={values.documentType}
            onChange={(e) => set('documentType', e.target.value)}
          >
            <option value="">{t('taxDocumentsManagement.field.selectType')}</option>
            {documentTypeIds.map((type) => (
              <option key={type} value={type}>
                {documentTypeLabel(type)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('taxDocumentsManagement.field.description')}
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-year`}
        label={t('taxDocumentsManagement.field.taxYear')}
        error={errors.taxYear}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={minTaxYear}
            max={maxTaxYear}
            value={taxYear}
            onChange={(e) => set('taxYear', e.target.value)}
          />
        )}
      </FormField>
      <AssignToField
        id={id}
        forAll={values.forAll}
        onForAll={(forAll) => set('forAll', forAll)}
        parentId={values.parentId}
        onParent={(parentId) => set('parentId', parentId)}
        error={errors.parentId}
      />
      <FormField
        id={`${id}-file`}
        label={t('taxDocumentsManagement.field.file')}
        hint={t('taxDocumentsManagement.field.fileHint')}
        error={errors.file}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept={acceptedFiles}
            className="h-auto py-2 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:text-sm file:font-medium file:text-slate-900"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={upload.isPending}
        holdCancel
        submitLabel={t('taxDocumentsManagement.upload')}
        pendingLabel={t('taxDocumentsManagement.uploading')}
      />
    </form>
  );
}

/** Upload Document (directors): the spec's fields and the file itself, sent as multipart. */
export function UploadDocumentDialog({ open, onOpenChange }: DialogSlotProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('taxDocumentsManagement.uploadDialog.title')}
      description={t('taxDocumentsManagement.uploadDialog.description')}
    >
      <UploadForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
