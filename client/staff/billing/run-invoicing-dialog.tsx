import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { invoicingRunRequest } from '../../../contract/billing.ts';
import { billingCycles } from '../../../contract/enums.ts';
import type { BillingCycle } from '../../../contract/enums.ts';
import { billingCycleLabel } from '../../components/billing/billing-labels.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { centreTodayQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';
import { type QueuedJob, useRunInvoicing } from './queries.ts';

type Fields = { cycle: BillingCycle; date: string };

/**
 * Run invoicing for a period (decision 034): the week or month holding the date, the current
 * one or the next, never further ahead (the server says so under the date). A job issues the
 * invoices; a period already invoiced is skipped.
 */
export function RunInvoicingDialog({
  open,
  onOpenChange,
  onQueued,
}: DialogSlotProps & { onQueued: (job: QueuedJob) => void }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('billingAdmin.run.title')}
      description={t('billingAdmin.run.description')}
    >
      <RunForm
        onDone={(job) => {
          onQueued(job);
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function RunForm({ onDone, onCancel }: { onDone: (job: QueuedJob) => void; onCancel: () => void }) {
  const t = useT();
  const today = useQuery(centreTodayQuery()).data;
  const run = useRunInvoicing();
  const { register, handleSubmit, setError, getValues, setValue, formState } = useForm<Fields>({
    resolver: zodResolver(invoicingRunRequest),
    defaultValues: { cycle: 'weekly', date: today ?? '' },
  });
  const { errors } = formState;
  // The centre's today may arrive after the dialog opened; a date already chosen is kept.
  useEffect(() => {
    if (today && !getValues('date')) setValue('date', today);
  }, [today, getValues, setValue]);

  const submit = handleSubmit((body) =>
    run.mutate(body, {
      onSuccess: (job) => {
        toast({
          title: t('billingAdmin.run.queued'),
          description:
            job.periodStart && job.periodEnd
              ? t('billingAdmin.run.queuedPeriod', {
                  start: formatCalendarDay(job.periodStart),
                  end: formatCalendarDay(job.periodEnd),
                })
              : undefined,
        });
        onDone(job);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, ['cycle', 'date'], setError))
          toastError(error, t('billingAdmin.run.failed'));
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField id="run-cycle" label={t('billingAdmin.run.cycle')} error={errors.cycle?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('cycle')}>
            {billingCycles.map((cycle) => (
              <option key={cycle} value={cycle}>
                {billingCycleLabel(cycle)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="run-date"
        label={t('billingAdmin.run.date')}
        hint={t('billingAdmin.run.dateHint')}
        error={errors.date?.message}
      >
        {(p) => <Input type="date" {...p} {...register('date')} />}
      </FormField>
      <FormActions
        onCancel={onCancel}
        pending={run.isPending}
        submitLabel={t('billingAdmin.run.submit')}
        pendingLabel={t('billingAdmin.run.submitting')}
      />
    </form>
  );
}
