import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { accountPlanRequest } from '../../../contract/billing.ts';
import type { AccountDetail } from '../../../contract/billing-views.ts';
import { perPeriod } from '../../components/billing/billing-labels.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { toastError } from '../../lib/toast-error.ts';
import { plansQuery, useChangePlan } from './queries.ts';

/**
 * Change plan: from the current plan's next period (or after the last period invoiced), so no
 * day is billed twice or not at all; the server decides the date and the schedule shows it.
 */
export function PlanDialog({
  account,
  open,
  onOpenChange,
}: DialogSlotProps & { account: AccountDetail }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('billingAdmin.plan.changeTitle')}
      description={t('billingAdmin.plan.changeDescription')}
    >
      <PlanForm account={account} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function PlanForm({ account, onDone }: { account: AccountDetail; onDone: () => void }) {
  const t = useT();
  const plans = useQuery(plansQuery());
  const change = useChangePlan(account.id);
  const current = account.plan?.planId;
  const { register, handleSubmit, setError, formState } = useForm<
    { planId: string | number },
    unknown,
    { planId: number }
  >({
    resolver: zodResolver(accountPlanRequest),
    defaultValues: { planId: current ? String(current) : '' },
  });
  const submit = handleSubmit(({ planId }) =>
    change.mutate(planId, {
      onSuccess: (saved) => {
        const last = saved.schedule[saved.schedule.length - 1];
        toast({
          title: t('billingAdmin.plan.changed'),
          description: last
            ? t('billingAdmin.plan.fromDate', {
                name: last.name,
                date: formatCalendarDay(last.effectiveFrom),
              })
            : undefined,
        });
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(error, ['planId'], setError))
          toastError(error, t('billingAdmin.saveFailed'));
      },
    }),
  );
  const offered = (plans.data ?? []).filter((p) => p.isActive);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {plans.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('billingAdmin.plans.loadFailed')}
        </p>
      ) : null}
      <FormField
        id="account-plan"
        label={t('billingAdmin.plan.label')}
        error={formState.errors.planId?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...register('planId')} disabled={plans.isPending}>
            <option value="">{t('billingAdmin.plan.choose')}</option>
            {offered.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name} · {perPeriod(plan.amountCents, plan.cycle)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={change.isPending}
        submitLabel={t('billingAdmin.plan.changeSubmit')}
      />
    </form>
  );
}
