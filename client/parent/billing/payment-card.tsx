import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ParentAccountResponse } from '../../../contract/parent-overview.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCents } from '../../lib/format.ts';
import { checkoutSearch } from './checkout-plan.ts';
import { PlanCharges } from './plan-charges.tsx';

/**
 * Plan choice and the Pay button. Only the weekly plan has a price (spec section 9), so it is
 * the one plan offered. Proceeding opens the checkout view (?view=checkout&plan=weekly) as a
 * new history entry, so Back returns here; without a plan it says to choose one first.
 */
export function PaymentCard({ account }: { account: ParentAccountResponse }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [plan, setPlan] = useState<'weekly' | null>(null);

  const pay = () => {
    if (!plan)
      return toast({
        title: translate('billing.selectPlan'),
        description: translate('billing.selectPlanDescription'),
        variant: 'destructive',
      });
    void navigate({ search: checkoutSearch(params, plan) });
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
                {t('billing.perWeek', { amount: formatCents(account.subscriptionAmountCents) })}
              </span>
            </span>
          </label>
        </fieldset>
        <PlanCharges account={account} />
        <Button onClick={pay} className="w-full sm:w-auto">
          {t('billing.proceedToPayment')}
        </Button>
      </CardContent>
    </Card>
  );
}
