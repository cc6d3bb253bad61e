import type { PaymentResponse } from '../../../contract/billing-views.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatCents } from '../../lib/format.ts';
import { paymentMethodLabel } from './billing-labels.ts';
import { BillingDownload } from './billing-download.tsx';

/** Payments received: date, method, amount, what they paid, and the receipt. */
export function PaymentRows({ payments }: { payments: readonly PaymentResponse[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {payments.map((payment) => {
        const date = formatCalendarDay(payment.receivedOn);
        return (
          <li
            key={payment.id}
            aria-label={t('billingDisplay.paymentOn', {
              date,
              amount: formatCents(payment.amountCents),
            })}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
          >
            <div className="min-w-0 flex-1 basis-56 space-y-1">
              <p className="font-medium text-slate-900">
                {formatCents(payment.amountCents)}
                <span className="font-normal text-slate-700">
                  {' · '}
                  {paymentMethodLabel(payment.method, payment.checkNumber)}
                </span>
              </p>
              <p className="text-sm text-slate-700">{t('billingDisplay.receivedOn', { date })}</p>
              {payment.appliedTo.length > 0 ? (
                <p className="text-sm text-slate-700">
                  {t('billingDisplay.appliedTo', {
                    invoices: payment.appliedTo
                      .map((a) => `${a.invoiceNumber} (${formatCents(a.amountCents)})`)
                      .join(', '),
                  })}
                </p>
              ) : (
                <p className="text-sm text-slate-700">{t('billingDisplay.heldAsCredit')}</p>
              )}
              {payment.note ? (
                <p className="text-sm break-words text-slate-700">{payment.note}</p>
              ) : null}
            </div>
            <BillingDownload
              path={payment.receiptPath}
              fileName={`receipt-${payment.receivedOn}-${payment.id}.pdf`}
              label={t('billingDisplay.downloadReceipt', { date })}
            />
          </li>
        );
      })}
    </ul>
  );
}
