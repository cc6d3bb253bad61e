import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import { PayerHistory } from './payer-history.tsx';
import { PaymentCard } from './payment-card.tsx';
import { PaymentInstructionsCard } from './payment-instructions-card.tsx';
import { useMyBilling } from './queries.ts';
import { SubscriptionCard } from './subscription-card.tsx';

/**
 * The 'Billing and Payments' tab, all from GET /api/billing/mine (decision 044): the parent's
 * subscription (plan, amount per period, next invoice, what is due and the open invoices), how
 * to pay the centre, their invoice and payment history, and the spec's payment card with the
 * centre's plans. Only this parent's payer records reach the browser (decision 034).
 */
export function BillingTab() {
  const t = useT();
  const mine = useMyBilling();

  if (mine.isPending) return <LoadingIndicator message={t('billing.loading')} />;
  if (mine.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {mine.error.message || t('billing.loadFailed')}
      </p>
    );
  const { payers } = mine.data;
  const titled = payers.length > 1;
  return (
    <div className="space-y-6">
      {payers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('billing.noAccount')}
        </p>
      ) : (
        <>
          {payers.map((detail) => (
            <SubscriptionCard key={detail.payer.id} detail={detail} titled={titled} />
          ))}
          <PaymentInstructionsCard />
          {payers.map((detail) => (
            <PayerHistory key={detail.payer.id} detail={detail} titled={titled} />
          ))}
        </>
      )}
      <PaymentCard mine={mine.data} />
    </div>
  );
}
