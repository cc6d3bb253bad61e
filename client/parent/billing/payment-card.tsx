import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MyBillingResponse } from '../../../contract/billing-views.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { checkoutSearch } from './checkout-plan.ts';
import { TotalDue } from './due-summary.tsx';
import { PlanFacts } from './plan-option.tsx';

/**
 * The spec's payment box (decision 044): the plans the centre really has, at their prices, the
 * family's own marked, what is due now (the same as the subscription card above), and the Pay
 * button. Proceeding opens the checkout view for the chosen plan (?view=checkout&plan=<id>)
 * as a new history entry, so Back returns here; without a plan it says to choose one first.
 */
export function PaymentCard({ mine }: { mine: MyBillingResponse }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [plan, setPlan] = useState<number | null>(null);
  const own = new Set(mine.payers.map((p) => p.plan?.planId));
  const withPart = mine.payers.some((p) => p.payer.isActive);

  const pay = () => {
    if (plan === null)
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
          {mine.plans.map((offered) => (
            <label
              key={offered.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                name="plan"
                value={offered.id}
                checked={plan === offered.id}
                onChange={() => setPlan(offered.id)}
                className="size-4 shrink-0 accent-blue-700"
              />
              <PlanFacts plan={offered} current={own.has(offered.id)} withPart={withPart} />
            </label>
          ))}
        </fieldset>
        <TotalDue payers={mine.payers} />
        <Button onClick={pay} className="w-full sm:w-auto">
          {t('billing.proceedToPayment')}
        </Button>
      </CardContent>
    </Card>
  );
}
