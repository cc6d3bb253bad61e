import { type FormEvent, useId, useState } from 'react';
import { absenceReasons, type AbsenceReason } from '../../../contract/handover.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { absenceReasonLabels } from '../../lib/absence-reasons.ts';
import { ApiError } from '../../lib/api.ts';
import { useReportAbsence } from '../../lib/handover-queries.ts';
import { toastError } from '../../lib/toast-error.ts';

/** Report an absence: today or later, one day or up to a last day, a reason and a note. */
export function ReportAbsenceForm({
  childId,
  childName,
  today,
}: {
  childId: number;
  childName: string;
  today: string;
}) {
  const t = useT();
  const id = useId();
  const report = useReportAbsence(childId);
  const [fromDate, setFromDate] = useState(today);
  const [toDate, setToDate] = useState('');
  const [reason, setReason] = useState<AbsenceReason>('sick');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { fromDate, toDate: toDate || undefined, reason, note },
      {
        onSuccess: () => {
          toast({ title: t('handover.absenceReported', { name: childName }) });
          setErrors({});
          setNote('');
          setToDate('');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
          toastError(error, t('handover.saveFailed'));
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('handover.reportAbsenceFor', { name: childName })}
      className="space-y-4 rounded-md border border-slate-200 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-from`} label={t('handover.field.fromDate')} error={errors.fromDate}>
          {(control) => (
            <Input
              type="date"
              {...control}
              value={fromDate}
              min={today}
              onChange={(e) => setFromDate(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-to`}
          label={t('handover.field.toDate')}
          hint={t('handover.field.toDateHint')}
          error={errors.toDate}
        >
          {(control) => (
            <Input
              type="date"
              {...control}
              value={toDate}
              min={fromDate}
              onChange={(e) => setToDate(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-reason`} label={t('handover.field.reason')} error={errors.reason}>
        {(control) => (
          <NativeSelect
            {...control}
            value={reason}
            onChange={(e) => {
              const value = absenceReasons.find((r) => r === e.target.value);
              if (value) setReason(value);
            }}
          >
            {absenceReasons.map((r) => (
              <option key={r} value={r}>
                {t(absenceReasonLabels[r])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${id}-note`} label={t('handover.field.note')} error={errors.note}>
        {(control) => (
          <Input
            autoComplete="off"
            {...control}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={report.isPending}>
        {report.isPending ? t('common.saving') : t('handover.reportAbsence')}
      </Button>
    </form>
  );
}
