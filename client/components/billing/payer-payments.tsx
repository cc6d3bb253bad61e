import { useT } from '../../i18n/use-t.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { payerPaymentPages } from './billing-queries.ts';
import { PagedRows } from './paged-rows.tsx';
import { PaymentRows } from './payment-rows.tsx';

/** One payer's payment history, newest first, page by page, each with its receipt. */
export function PayerPayments({ payerId }: { payerId: number }) {
  const t = useT();
  const list = usePagedList(payerPaymentPages(payerId));
  return (
    <PagedRows
      list={list}
      texts={{
        loading: t('billingDisplay.paymentsLoading'),
        failed: t('billingDisplay.paymentsFailed'),
        empty: t('billingDisplay.noPayments'),
        more: t('billingDisplay.paymentsWhat'),
      }}
      rows={(payments) => <PaymentRows payments={payments} />}
    />
  );
}
