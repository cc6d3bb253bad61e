import { type FormEvent, useState } from 'react';
import {
  maxTaxYear,
  minTaxYear,
  type TaxDocument,
  taxFieldsRequired,
  taxUpdateRequest,
} from '../../../contract/tax-documents.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { toastError } from '../../lib/toast-error.ts';
import { type FieldErrors, issuesByField, serverFieldErrors } from './form-errors.ts';
import { useUpdateTaxDocument } from './queries.ts';

const fields = ['title', 'description', 'taxYear'] as const;
type Field = (typeof fields)[number];

function EditForm({ doc, onDone }: { doc: TaxDocument; onDone: () => void }) {
  const t = useT();
  const update = useUpdateTaxDocument();
  const [values, setValues] = useState({
    title: doc.title,
    description: doc.description,
    taxYear: String(doc.taxYear),
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = taxUpdateRequest.safeParse(values);
    if (!parsed.success) {
      const found = issuesByField(parsed.error.issues, fields);
      // The contract's message for a missing title also asks for a file: not here.
      if (found.title === taxFieldsRequired) found.title = 'errors.titleRequired';
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(
      { id: doc.id, ...parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('taxDocumentsManagement.updated') });
          onDone();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error, fields));
          toastError(error, t('taxDocumentsManagement.updateFailed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        id="tax-edit-title"
        label={t('taxDocumentsManagement.field.title')}
        error={errors.title}
      >
        {(control) => <Input {...control} value={values.title} onChange={set('title')} />}
      </FormField>
      <FormField
        id="tax-edit-description"
        label={t('taxDocumentsManagement.field.description')}
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.description}
            onChange={set('description')}
          />
        )}
      </FormField>
      <FormField
        id="tax-edit-year"
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
            value={values.taxYear}
            onChange={set('taxYear')}
          />
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={update.isPending}
        holdCancel
        submitLabel={t('common.saveChanges')}
      />
    </form>
  );
}

/** The spec's Edit dialog: title, description and tax year (type, file and parent stay). */
export function EditDocumentDialog({
  doc,
  onOpenChange,
}: {
  doc: TaxDocument | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <FormDialog
      open={doc !== null}
      onOpenChange={onOpenChange}
      title={t('taxDocumentsManagement.editDialog.title')}
      description={t('taxDocumentsManagement.editDialog.description')}
    >
      {doc ? <EditForm key={doc.id} doc={doc} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}
