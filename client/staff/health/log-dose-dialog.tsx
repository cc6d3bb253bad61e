import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MedicationResponse } from '../../../contract/health-records.ts';
import { amountText } from '../../components/health/medication-texts.ts';
import { useOwnStaffId } from '../../components/pickers/child-and-staff-fields.tsx';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { StaffSelect } from './dose-fields.tsx';
import { useLogDose } from './queries.ts';

type Values = {
  time: string;
  amount: string;
  givenByStaffId: string;
  witnessStaffId: string;
  notes: string;
};
const fields = ['time', 'amount', 'givenByStaffId', 'witnessStaffId', 'notes'] as const;

/** 'HH:MM' now on this device's clock: the usual time of a dose logged as it is given. */
const nowHhmm = () => {
  const d = new Date();
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/**
 * Log dose (decision 066): today's time, the amount, who gave it and who witnessed it. A dose
 * outside the authorisation is refused; the reason is shown in the dialog, nothing is saved.
 */
export function LogDoseDialog({
  childId,
  medication,
  open,
  onOpenChange,
}: DialogSlotProps & { childId: number; medication: MedicationResponse }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('health.dose.title', { name: medication.name })}
      description={t('health.dose.description', {
        dose: amountText(t, medication.doseAmount, medication.doseUnit),
      })}
    >
      <LogDoseForm childId={childId} medication={medication} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function LogDoseForm({
  childId,
  medication,
  onDone,
}: {
  childId: number;
  medication: MedicationResponse;
  onDone: () => void;
}) {
  const t = useT();
  const log = useLogDose();
  const own = useOwnStaffId();
  const form = useForm<Values>({
    defaultValues: {
      time: nowHhmm(),
      amount: String(medication.doseAmount),
      givenByStaffId: own ? String(own) : '',
      witnessStaffId: '',
      notes: '',
    },
  });
  const { errors } = form.formState;
  // The authorisation's refusal (409): why the dose was not logged, until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((v) => {
    setRefusal(null);
    return log.mutate(
      {
        childId,
        medicationId: medication.id,
        time: v.time,
        amount: Number(v.amount),
        givenByStaffId: v.givenByStaffId,
        witnessStaffId: v.witnessStaffId || null,
        notes: v.notes,
      },
      {
        onSuccess: () => {
          toast({ title: t('health.dose.logged', { name: medication.name }) });
          onDone();
        },
        onError: (error) => {
          // A refusal by the authorisation's rules (409) says why, in the dialog.
          if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
          else if (!applyFieldErrors(error, fields, form.setError))
            toastError(error, t('health.dose.failed'));
        },
      },
    );
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {refusal ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-2 text-sm font-medium text-red-900"
        >
          {refusal}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="dose-time" label={t('health.dose.time')} error={errors.time?.message}>
          {(p) => <Input type="time" {...p} {...form.register('time')} />}
        </FormField>
        <FormField id="dose-amount" label={t('health.dose.amount')} error={errors.amount?.message}>
          {(p) => (
            <Input
              type="number"
              inputMode="decimal"
              step="any"
              min={0}
              {...p}
              {...form.register('amount')}
            />
          )}
        </FormField>
      </div>
      <StaffSelect
        id="dose-given-by"
        label={t('health.dose.givenBy')}
        field={form.register('givenByStaffId')}
        error={errors.givenByStaffId?.message}
      />
      <StaffSelect
        id="dose-witness"
        label={t('health.dose.witness')}
        field={form.register('witnessStaffId')}
        error={errors.witnessStaffId?.message}
        optional
      />
      <FormField id="dose-notes" label={t('common.notes')} error={errors.notes?.message}>
        {(p) => <Textarea rows={2} {...p} {...form.register('notes')} />}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={log.isPending}
        submitLabel={t('health.dose.submit')}
      />
    </form>
  );
}
