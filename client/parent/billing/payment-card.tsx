import { useState } from 'react';
import type { ParentAccountResponse } from '../../../contract/parent-overview.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCents } from '../../lib/format.ts';
import { totalDueCents } from './money.ts';

/**
 * Plan choice and the Pay button. Only the weekly plan has a price (spec section 9), so it is
 * the one plan offered. There is no payment provider in this build: paying says so honestly.
 */
export function PaymentCard({ account }: { account: ParentAccountResponse }) {
  const t = useT();
  const [plan, setPlan] = useState<'weekly' | null>(null);
  const hasPaid = account.lastPaymentDate !== null;
  const weekly = account.subscriptionAmountCents;
  const total = totalDueCents(weekly, account.registrationFeeCents, hasPaid);

  const pay = () => {
    if (!plan)
      return toast({
        title: translate('billing.selectPlan'),
        description: translate('billing.selectPlanDescription'),
        variant: 'destructive',
      });
    toast({
      title: translate('billing.paymentUnavailable'),
      description: translate('billing.paymentUnavailableDescription'),
      variant: 'destructive',
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.payment')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t('billing.choosePlan')}</legend>
          <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50">
            <input
              type="radio"
              name="plan"
              value="weekly"
              checked={plan === 'weekly'}
              onChange={() => setPlan('weekly')}
              className="size-4 accent-blue-700"
            />
            <span className="flex-1">
              <span className="block font-medium text-slate-900">{t('billing.weeklyPlan')}</span>
              <span className="block text-sm text-slate-700">
                {t('billing.perWeek', { amount: formatCents(weekly) })}
              </span>
            </span>
          </label>
        </fieldset>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('billing.weeklyPlanLine')}</dt>
            <dd className="font-medium text-slate-900">{formatCents(weekly)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('billing.registrationFee')}</dt>
            <dd className="font-medium text-slate-900">
              {hasPaid ? t('billing.paid') : formatCents(account.registrationFeeCents)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
            <dt className="font-semibold text-slate-900">{t('billing.totalDue')}</dt>
            <dd className="font-bold text-slate-900">{formatCents(total)}</dd>
          </div>
        </dl>
        <Button onClick={pay} className="w-full sm:w-auto">
          {t('billing.proceedToPayment')}
        </Button>
      </CardContent>
    </Card>
  );
}
