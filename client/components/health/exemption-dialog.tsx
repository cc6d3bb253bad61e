import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type ExemptionFields,
  exemptionForm,
  exemptionKinds,
  vaccines,
} from '../../../contract/immunisations.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import type { DialogSlotProps } from '../ui/dialog-slot.ts';
import { FormActions } from '../ui/form-actions.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { toast } from '../ui/toast-store.ts';
import { exemptionKindLabels, vaccineLabels } from './immunisation-labels.ts';
import { useAddExemption } from './immunisation-queries.ts';

const fields = ['vaccine', 'kind', 'notes'] as const;

/**
 * An exemption (medical or personal) from one vaccine or all, with its document: a PDF or a
 * photo of the form, checked by its bytes on the server (decision 066).
 */
export function ExemptionDialog({
  childId,
  open,
  onOpenChange,
}: DialogSlotProps & { childId: number }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('immunisations.exemption.title')}
      description={t('immunisations.exemption.description')}
    >
      <ExemptionForm childId={childId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ExemptionForm({ childId, onDone }: { childId: number; onDone: () => void }) {
  const t = useT();
  const save = useAddExemption(childId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm<ExemptionFields>({
    resolver: zodResolver(exemptionForm),
    defaultValues: { vaccine: '', notes: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(
    (values) => {
      if (!file) return setFileError(t('immunisations.exemption.documentRequired'));
      const body = new FormData();
      body.append('vaccine', values.vaccine ?? '');
      body.append('kind', values.kind);
      body.append('notes', values.notes ?? '');
      body.append('file', file);
      save.mutate(body, {
        onSuccess: () => {
          toast({ title: t('immunisations.exemption.saved') });
          onDone();
        },
        onError: (error) => {
          // The document's refusal (not a PDF or an image, too large) is said under it.
          const onFile = error instanceof ApiError ? error.fieldErrors?.file : undefined;
          if (onFile) setFileError(onFile);
          else if (!applyFieldErrors(error, fields, form.setError))
            toastError(error, t('immunisations.exemption.saveFailed'));
        },
      });
    },
    () => !file && setFileError(t('immunisations.exemption.documentRequired')),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="exemption-vaccine"
          label={t('immunisations.exemption.vaccine')}
          error={errors.vaccine?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...form.register('vaccine')}>
              <option value="">{t('immunisations.card.allVaccines')}</option>
              {vaccines.map((vaccine) => (
                <option key={vaccine} value={vaccine}>
                  {t(vaccineLabels[vaccine])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="exemption-kind"
          label={t('immunisations.exemption.kind')}
          error={errors.kind?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...form.register('kind')}>
              <option value="">{t('immunisations.exemption.chooseKind')}</option>
              {exemptionKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(exemptionKindLabels[kind])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        id="exemption-notes"
        label={t('immunisations.exemption.notes')}
        error={errors.notes?.message}
      >
        {(p) => <Textarea rows={2} {...p} {...form.register('notes')} />}
      </FormField>
      <FormField
        id="exemption-file"
        label={t('immunisations.exemption.document')}
        error={fileError}
      >
        {(p) => (
          <Input
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
            {...p}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('immunisations.exemption.save')}
      />
    </form>
  );
}
