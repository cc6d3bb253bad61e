import { useT } from '../../i18n/use-t.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { payerInvoicePages } from './billing-queries.ts';
import { InvoiceRows } from './invoice-rows.tsx';
import { PagedRows } from './paged-rows.tsx';

/** Every invoice of one payer, newest period first, page by page, each with its PDF. */
export function PayerInvoices({ payerId }: { payerId: number }) {
  const t = useT();
  const list = usePagedList(payerInvoicePages(payerId));
  return (
    <PagedRows
      list={list}
      texts={{
        loading: t('billingDisplay.invoicesLoading'),
        failed: t('billingDisplay.invoicesFailed'),
        empty: t('billingDisplay.noInvoices'),
        more: t('billingDisplay.invoicesWhat'),
      }}
      rows={(invoices) => <InvoiceRows invoices={invoices} />}
    />
  );
}
