import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type ImmunisationRequest,
  immunisationRequest,
  vaccines,
} from '../../../contract/immunisations.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import type { DialogSlotProps } from '../ui/dialog-slot.ts';
import { FormActions } from '../ui/form-actions.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { toast } from '../ui/toast-store.ts';
import { vaccineLabels } from './immunisation-labels.ts';
import { useRecordImmunisation } from './immunisation-queries.ts';

const fields = ['vaccine', 'doseNumber', 'dateGiven'] as const;

/** Record a dose given (both portals; a guardian's waits for staff to verify it). */
export function RecordDoseDialog({
  childId,
  open,
  onOpenChange,
}: DialogSlotProps & { childId: number }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('immunisations.dose.title')}
      description={t('immunisations.dose.description')}
    >
      <RecordDoseForm childId={childId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RecordDoseForm({ childId, onDone }: { childId: number; onDone: () => void }) {
  const t = useT();
  const save = useRecordImmunisation(childId);
  const form = useForm<ImmunisationRequest>({
    resolver: zodResolver(immunisationRequest),
    defaultValues: { doseNumber: 1, dateGiven: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast({
          title: t('immunisations.dose.saved', {
            name: t('immunisations.card.doseLine', {
              vaccine: t(vaccineLabels[saved.vaccine]),
              dose: saved.doseNumber,
            }),
          }),
        });
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, fields, form.setError))
          toastError(error, t('immunisations.dose.saveFailed'));
      },
    }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormField
        id="dose-vaccine"
        label={t('immunisations.dose.vaccine')}
        error={errors.vaccine?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...form.register('vaccine')}>
            <option value="">{t('immunisations.dose.chooseVaccine')}</option>
            {vaccines.map((vaccine) => (
              <option key={vaccine} value={vaccine}>
                {t(vaccineLabels[vaccine])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="dose-number"
          label={t('immunisations.dose.number')}
          error={errors.doseNumber?.message}
        >
          {(p) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={10}
              {...p}
              {...form.register('doseNumber', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField
          id="dose-date"
          label={t('immunisations.dose.dateGiven')}
          error={errors.dateGiven?.message}
        >
          {(p) => <Input type="date" {...p} {...form.register('dateGiven')} />}
        </FormField>
      </div>
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={t('immunisations.dose.save')}
      />
    </form>
  );
}
