import { AlertCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCents } from '../../lib/format.ts';
import { billingSearch, checkoutPlan } from './checkout-plan.ts';
import { PlanCharges } from './plan-charges.tsx';
import { useParentAccount } from './queries.ts';

/**
 * The spec's checkout view (?view=checkout&plan=weekly|monthly, monthly by default): the
 * chosen plan and what it comes to. This build has no payment provider (PRODUCT.md,
 * 'Billing'), so instead of a card form it says the spec's 'Payment Unavailable'. Only the
 * weekly plan has a price (spec section 9); the monthly one says so rather than invent one.
 */
export function CheckoutView() {
  const t = useT();
  const account = useParentAccount();
  const [params] = useSearchParams();
  const plan = checkoutPlan(params.get('plan'));

  const charges = account.isPending ? (
    <LoadingIndicator message={t('billing.loading')} />
  ) : account.isError ? (
    <p role="alert" className="text-sm text-red-800">
      {account.error.message || t('billing.loadFailed')}
    </p>
  ) : (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {t('billing.perWeek', { amount: formatCents(account.data.subscriptionAmountCents) })}
      </p>
      <PlanCharges account={account.data} />
    </div>
  );

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
          <p className="font-medium text-slate-900">
            {plan === 'weekly' ? t('billing.weeklyPlan') : t('billing.monthlyPlan')}
          </p>
          {plan === 'weekly' ? (
            charges
          ) : (
            <p className="text-sm text-slate-700">{t('billing.checkout.monthlyNoPrice')}</p>
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
