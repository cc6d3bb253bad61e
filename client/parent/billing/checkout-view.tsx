import { AlertCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { MyBillingResponse } from '../../../contract/billing-views.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { billingSearch, checkoutPlan, chosenPlan, type CheckoutPlan } from './checkout-plan.ts';
import { TotalDue } from './due-summary.tsx';
import { PlanFacts } from './plan-option.tsx';
import { useMyBilling } from './queries.ts';

/**
 * The spec's checkout view (?view=checkout&plan=<id>|weekly|monthly, monthly by default): the
 * chosen plan of the centre at its real price, the parent's part on it, and what is due now,
 * all from GET /api/billing/mine (decision 044). This build has no payment provider
 * (PRODUCT.md, 'Billing'), so instead of a card form it says the spec's 'Payment
 * Unavailable'. A plan other than the family's is the centre's to change: it says so.
 */
export function CheckoutView() {
  const t = useT();
  const mine = useMyBilling();
  const [params] = useSearchParams();
  const choice = checkoutPlan(params.get('plan'));

  return (
    <div className="space-y-6">
      <BackLink to={billingSearch(params)} look="button">
        {t('billing.checkout.backToBilling')}
      </BackLink>
      <PageHeader
        title={t('billing.checkout.title')}
        description={t('billing.checkout.description')}
      />
      <Card>
        <CardHeader>
          <CardTitle>{t('billing.checkout.yourPlan')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {mine.isPending ? (
            <LoadingIndicator message={t('billing.loading')} />
          ) : mine.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {mine.error.message || t('billing.loadFailed')}
            </p>
          ) : (
            <ChosenPlan mine={mine.data} choice={choice} />
          )}
        </CardContent>
      </Card>
      <section
        aria-labelledby="payment-unavailable-title"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="space-y-1">
          <h2 id="payment-unavailable-title" className="font-semibold">
            {t('billing.paymentUnavailable')}
          </h2>
          <p className="text-sm">{t('billing.paymentUnavailableDescription')}</p>
        </div>
      </section>
    </div>
  );
}

function ChosenPlan({ mine, choice }: { mine: MyBillingResponse; choice: CheckoutPlan }) {
  const t = useT();
  const plan = chosenPlan(choice, mine);
  if (!plan) return <p className="text-sm text-slate-700">{t('billing.checkout.noSuchPlan')}</p>;
  const current = mine.payers.find((p) => p.plan !== null)?.plan ?? null;
  const own = mine.payers.some((p) => p.plan?.planId === plan.id);
  return (
    <>
      <PlanFacts plan={plan} current={own} withPart={mine.payers.some((p) => p.payer.isActive)} />
      {current && !own ? (
        <p className="text-sm text-slate-700">
          {t('billing.checkout.otherPlan', { plan: current.name })}
        </p>
      ) : null}
      <TotalDue payers={mine.payers} />
    </>
  );
}
