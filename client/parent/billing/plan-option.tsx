import type { OfferedPlan } from '../../../contract/billing-views.ts';
import { perPeriod } from '../../components/billing/billing-labels.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';

/**
 * A plan of the centre at its real price (decision 044): its name, its price per child and
 * period, what the parent's part of a period on it comes to for their children, and whether
 * it is the family's plan.
 */
export function PlanFacts({
  plan,
  current,
  withPart,
}: {
  plan: OfferedPlan;
  current: boolean;
  withPart: boolean;
}) {
  const t = useT();
  return (
    <span className="block min-w-0 flex-1">
      <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        <span>{plan.name}</span>
        {current ? <Badge variant="default">{t('billing.currentPlan')}</Badge> : null}
      </span>
      <span className="block text-sm text-slate-700">
        {t('billing.perChild', { price: perPeriod(plan.amountCents, plan.cycle) })}
      </span>
      {withPart ? (
        <span className="block text-sm text-slate-700">
          {t('billing.yourPartOnPlan', { amount: perPeriod(plan.yourAmountCents, plan.cycle) })}
        </span>
      ) : null}
    </span>
  );
}
