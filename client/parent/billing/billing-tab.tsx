import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import { PayerBalanceCard } from './payer-balance-card.tsx';
import { PayerHistory } from './payer-history.tsx';
import { PaymentCard } from './payment-card.tsx';
import { PaymentInstructionsCard } from './payment-instructions-card.tsx';
import { useMyBilling, useParentAccount } from './queries.ts';
import { SubscriptionCard } from './subscription-card.tsx';

/**
 * The 'Billing and Payments' tab: the parent's own balance and open invoices, their
 * invoice and payment history, how to pay the centre, their plan, and the spec's payment
 * card. Only this parent's payer records reach the browser (decision 034).
 */
export function BillingTab() {
  const t = useT();
  const mine = useMyBilling();
  const account = useParentAccount();

  const loadFailed = (error: Error) => (
    <p role="alert" className="text-sm text-red-800">
      {error.message || t('billing.loadFailed')}
    </p>
  );

  let money;
  if (mine.isPending) money = <LoadingIndicator message={t('billing.loading')} />;
  else if (mine.isError) money = loadFailed(mine.error);
  else if (mine.data.payers.length === 0)
    money = (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        {t('billing.noAccount')}
      </p>
    );
  else {
    const titled = mine.data.payers.length > 1;
    money = (
      <>
        {mine.data.payers.map((detail) => (
          <PayerBalanceCard key={detail.payer.id} detail={detail} titled={titled} />
        ))}
        <PaymentInstructionsCard />
        {mine.data.payers.map((detail) => (
          <PayerHistory key={detail.payer.id} detail={detail} titled={titled} />
        ))}
      </>
    );
  }

  return (
    <div className="space-y-6">
      {money}
      {account.isPending ? null : account.isError ? (
        loadFailed(account.error)
      ) : (
        <>
          <SubscriptionCard
            account={account.data}
            datesShownAbove={mine.isSuccess && mine.data.payers.length > 0}
          />
          <PaymentCard account={account.data} />
        </>
      )}
    </div>
  );
}
