import type { PayerDetail } from '../../../contract/billing-views.ts';
import { PayerInvoices } from '../../components/billing/payer-invoices.tsx';
import { PayerPayments } from '../../components/billing/payer-payments.tsx';
import { useT } from '../../i18n/use-t.ts';

/** A payer's invoices and payments, all of them, page by page (the spec's history rows). */
export function PayerHistory({ detail, titled }: { detail: PayerDetail; titled: boolean }) {
  const t = useT();
  const id = `payer-${detail.payer.id}`;
  const children = detail.children.map((c) => c.name).join(', ');
  const suffix = titled ? ` · ${children}` : '';
  return (
    <>
      <section aria-labelledby={`${id}-invoices`} className="space-y-3">
        <h2 id={`${id}-invoices`} className="text-lg font-semibold text-slate-900">
          {t('billing.invoiceHistory')}
          {suffix}
        </h2>
        <PayerInvoices payerId={detail.payer.id} />
      </section>
      <section aria-labelledby={`${id}-payments`} className="space-y-3">
        <h2 id={`${id}-payments`} className="text-lg font-semibold text-slate-900">
          {t('billing.paymentHistory')}
          {suffix}
        </h2>
        <PayerPayments payerId={detail.payer.id} />
      </section>
    </>
  );
}
