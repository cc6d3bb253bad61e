import type { PayerDetail } from '../../../contract/billing-views.ts';
import { perPeriod, shareLabel } from '../../components/billing/billing-labels.ts';
import { BillingStatusBadge } from '../../components/billing/billing-status-badge.tsx';
import { InvoiceRows } from '../../components/billing/invoice-rows.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatCents } from '../../lib/format.ts';

/**
 * One of the parent's payer records (usually their only one): what they owe, its state,
 * their part of each period on the family's plan, and the invoices still open, each with its
 * PDF. A parent of a separated family sees their own share here, never the other parent's.
 */
export function PayerBalanceCard({ detail, titled }: { detail: PayerDetail; titled: boolean }) {
  const t = useT();
  const { payer } = detail;
  const headingId = `payer-${payer.id}-balance`;
  const children = detail.children.map((c) => c.name).join(', ');
  const facts: [string, string][] = [
    [t('billing.children'), children || '—'],
    [t('billing.yourShare'), shareLabel(payer.shareBasisPoints)],
    [
      t('billing.yourPart'),
      detail.plan && detail.periodAmountCents !== null
        ? perPeriod(detail.periodAmountCents, detail.plan.cycle)
        : t('billing.noPlan'),
    ],
    [
      t('billing.nextBillingDate'),
      detail.nextBillingDate
        ? formatCalendarDay(detail.nextBillingDate, 'long')
        : t('billing.notScheduled'),
    ],
    [
      t('billing.lastPayment'),
      detail.lastPaymentDate
        ? formatCalendarDay(detail.lastPaymentDate, 'long')
        : t('billing.noPayments'),
    ],
  ];
  const balance = payer.balanceCents;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex flex-wrap items-center gap-2">
          {titled ? t('billing.balanceFor', { children }) : t('billing.yourBalance')}
          <BillingStatusBadge status={payer.status} />
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <p>
          <span className="block text-3xl font-bold text-slate-900">
            {formatCents(Math.max(balance, 0))}
          </span>
          <span className="text-sm text-slate-700">
            {balance < 0
              ? t('billing.creditOf', { amount: formatCents(-balance) })
              : balance === 0
                ? t('billing.nothingOwed')
                : t('billing.owed')}
          </span>
        </p>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby={`${headingId}-open`} className="space-y-2">
          <h3 id={`${headingId}-open`} className="font-semibold text-slate-900">
            {t('billing.openInvoices')}
          </h3>
          {detail.openInvoices.length > 0 ? (
            <InvoiceRows invoices={detail.openInvoices} />
          ) : (
            <p className="text-sm text-slate-700">{t('billing.noOpenInvoices')}</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
