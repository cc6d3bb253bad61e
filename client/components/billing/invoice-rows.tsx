import type { InvoiceResponse } from '../../../contract/billing-views.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatCents } from '../../lib/format.ts';
import { BillingDownload } from './billing-download.tsx';
import { BillingStatusBadge } from './billing-status-badge.tsx';

/**
 * Invoices as the spec's rows (date, amount, status in its colour, description: the
 * period), each with its PDF. One list for a phone and a desktop: a row wraps.
 */
export function InvoiceRows({ invoices }: { invoices: readonly InvoiceResponse[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          aria-label={t('billingDisplay.invoiceNumbered', { number: invoice.number })}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
        >
          <div className="min-w-0 flex-1 basis-56 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <span className="break-all">{invoice.number}</span>
              <BillingStatusBadge status={invoice.status} />
            </p>
            <p className="text-sm text-slate-700">
              {t('billingDisplay.period', {
                start: formatCalendarDay(invoice.periodStart),
                end: formatCalendarDay(invoice.periodEnd),
              })}
            </p>
            <p className="text-sm text-slate-700">
              {t('billingDisplay.issuedDue', {
                issued: formatCalendarDay(invoice.issueDate),
                due: formatCalendarDay(invoice.dueDate),
              })}
            </p>
          </div>
          <dl className="text-sm">
            <div className="flex gap-2">
              <dt className="text-slate-700">{t('billingDisplay.total')}</dt>
              <dd className="font-semibold text-slate-900">{formatCents(invoice.totalCents)}</dd>
            </div>
            {invoice.outstandingCents > 0 ? (
              <div className="flex gap-2">
                <dt className="text-slate-700">{t('billingDisplay.outstanding')}</dt>
                <dd className="font-semibold text-slate-900">
                  {formatCents(invoice.outstandingCents)}
                </dd>
              </div>
            ) : null}
          </dl>
          <BillingDownload
            path={invoice.pdfPath}
            fileName={`invoice-${invoice.number}.pdf`}
            label={t('billingDisplay.downloadInvoice', { number: invoice.number })}
          />
        </li>
      ))}
    </ul>
  );
}
