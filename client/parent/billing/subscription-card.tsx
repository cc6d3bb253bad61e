import type { PayerDetail } from '../../../contract/billing-views.ts';
import { perPeriod, shareLabel } from '../../components/billing/billing-labels.ts';
import { BillingStatusBadge } from '../../components/billing/billing-status-badge.tsx';
import { InvoiceRows } from '../../components/billing/invoice-rows.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatCents } from '../../lib/format.ts';
import { FirstInvoice } from './due-summary.tsx';

/**
 * The spec's subscription card, for one of the parent's payer records (usually their only
 * one), from the ledger and the plans (decision 044): the family's plan, the parent's amount
 * per period, the next invoice's date and amount, and what is due on the invoices issued,
 * with those still open and their PDFs. Before the first invoice it says when that comes
 * and for how much; nothing reads "Paid" until something was. A parent of a separated family
 * sees their own share here, never the other parent's.
 */
export function SubscriptionCard({ detail, titled }: { detail: PayerDetail; titled: boolean }) {
  const t = useT();
  const { payer, plan, nextInvoice } = detail;
  const headingId = `payer-${payer.id}-subscription`;
  const children = detail.children.map((c) => c.name).join(', ');
  const facts: [string, string][] = [
    [t('billing.plan'), plan ? plan.name : t('billing.noPlan')],
    [
      t('billing.amount'),
      plan && detail.periodAmountCents !== null
        ? perPeriod(detail.periodAmountCents, plan.cycle)
        : t('billing.noPlan'),
    ],
    ...(payer.shareBasisPoints !== 10000
      ? [[t('billing.yourShare'), shareLabel(payer.shareBasisPoints)] as [string, string]]
      : []),
    [
      t('billing.nextInvoice'),
      nextInvoice
        ? t('billing.nextInvoiceOn', {
            date: formatCalendarDay(nextInvoice.issueDate, 'long'),
            amount: formatCents(nextInvoice.amountCents),
          })
        : t('billing.notScheduled'),
    ],
  ];
  const balance = payer.balanceCents;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex flex-wrap items-center gap-2">
          {titled ? t('billing.subscriptionFor', { children }) : t('billing.yourSubscription')}
          {detail.invoiced ? (
            <BillingStatusBadge status={payer.status} />
          ) : (
            <Badge variant="neutral">{t('billing.noInvoiceYet')}</Badge>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {detail.invoiced ? (
          <p>
            <span className="block text-3xl font-bold text-slate-900">
              {formatCents(detail.dueCents)}
            </span>
            <span className="text-sm text-slate-700">
              {detail.dueCents > 0 && detail.overdueCents > 0
                ? t('billing.overdueSince', {
                    amount: formatCents(detail.overdueCents),
                    date: formatCalendarDay(detail.dueDate!, 'long'),
                  })
                : detail.dueCents > 0
                  ? t('billing.dueBy', { date: formatCalendarDay(detail.dueDate!, 'long') })
                  : balance < 0
                    ? t('billing.creditOf', { amount: formatCents(-balance) })
                    : t('billing.nothingOwed')}
            </span>
          </p>
        ) : (
          <p className="text-slate-900">
            <FirstInvoice next={nextInvoice} />
          </p>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {detail.openInvoices.length > 0 ? (
          <section aria-labelledby={`${headingId}-open`} className="space-y-2">
            <h3 id={`${headingId}-open`} className="font-semibold text-slate-900">
              {t('billing.openInvoices')}
            </h3>
            <InvoiceRows invoices={detail.openInvoices} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
