import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { DoseResponse, MedicationResponse } from '../../../contract/health-records.ts';
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
import { useCorrectDose } from './queries.ts';

type Values = {
  reason: string;
  notGiven: boolean;
  time: string;
  amount: string;
  givenByStaffId: string;
  witnessStaffId: string;
  notes: string;
};
const fields = ['reason', 'time', 'amount', 'givenByStaffId', 'witnessStaffId', 'notes'] as const;

/**
 * Correct an entry (decision 066): a new entry that says why, and either what was really
 * given or that nothing was. The entry it corrects stays, struck through.
 */
export function CorrectDoseDialog({
  childId,
  medication,
  dose,
  open,
  onOpenChange,
}: DialogSlotProps & { childId: number; medication: MedicationResponse; dose: DoseResponse }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('health.correct.title', { name: medication.name })}
      description={t('health.correct.description')}
    >
      <CorrectForm
        childId={childId}
        medication={medication}
        dose={dose}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function CorrectForm({
  childId,
  medication,
  dose,
  onDone,
}: {
  childId: number;
  medication: MedicationResponse;
  dose: DoseResponse;
  onDone: () => void;
}) {
  const t = useT();
  const correct = useCorrectDose();
  const form = useForm<Values>({
    defaultValues: {
      reason: '',
      notGiven: false,
      time: dose.time,
      amount: String(dose.amount || medication.doseAmount),
      givenByStaffId: '',
      witnessStaffId: '',
      notes: '',
    },
  });
  const { errors } = form.formState;
  // The authorisation's refusal (409): why the dose was not logged, until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const notGiven = useWatch({ control: form.control, name: 'notGiven' });
  const onSubmit = form.handleSubmit((v) => {
    setRefusal(null);
    return correct.mutate(
      {
        childId,
        medicationId: medication.id,
        doseId: dose.id,
        reason: v.reason,
        notGiven: v.notGiven,
        notes: v.notes,
        ...(v.notGiven
          ? {}
          : {
              time: v.time,
              amount: Number(v.amount),
              givenByStaffId: v.givenByStaffId,
              witnessStaffId: v.witnessStaffId || null,
            }),
      },
      {
        onSuccess: () => {
          toast({ title: t('health.correct.saved') });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
          else if (!applyFieldErrors(error, fields, form.setError))
            toastError(error, t('health.correct.failed'));
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
      <FormField
        id="correct-reason"
        label={t('health.correct.reason')}
        error={errors.reason?.message}
      >
        {(p) => <Textarea rows={2} {...p} {...form.register('reason')} />}
      </FormField>
      <div className="flex items-center gap-2">
        <input
          id="correct-not-given"
          type="checkbox"
          className="size-5"
          {...form.register('notGiven')}
        />
        <label htmlFor="correct-not-given" className="text-sm font-medium text-slate-900">
          {t('health.correct.notGiven')}
        </label>
      </div>
      {notGiven ? null : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="correct-time" label={t('health.dose.time')} error={errors.time?.message}>
              {(p) => <Input type="time" {...p} {...form.register('time')} />}
            </FormField>
            <FormField
              id="correct-amount"
              label={t('health.dose.amount')}
              error={errors.amount?.message}
            >
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
            id="correct-given-by"
            label={t('health.dose.givenBy')}
            field={form.register('givenByStaffId')}
            error={errors.givenByStaffId?.message}
          />
          <StaffSelect
            id="correct-witness"
            label={t('health.dose.witness')}
            field={form.register('witnessStaffId')}
            error={errors.witnessStaffId?.message}
            optional
          />
        </>
      )}
      <FormField id="correct-notes" label={t('common.notes')} error={errors.notes?.message}>
        {(p) => <Textarea rows={2} {...p} {...form.register('notes')} />}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={correct.isPending}
        submitLabel={t('health.correct.submit')}
      />
    </form>
  );
}
