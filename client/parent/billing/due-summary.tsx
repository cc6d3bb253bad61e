import type { NextInvoice, PayerDetail } from '../../../contract/billing-views.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatCents } from '../../lib/format.ts';

/**
 * What a family is told before its first invoice (decision 044): when it comes and for how
 * much (with the registration fee it includes), never "Paid".
 */
export function FirstInvoice({ next }: { next: NextInvoice | null }) {
  const t = useT();
  if (!next) return <>{t('billing.noInvoiceYetLong')}</>;
  const date = formatCalendarDay(next.issueDate, 'long');
  const amount = formatCents(next.amountCents);
  return (
    <>
      {next.registrationFeeCents > 0
        ? t('billing.firstInvoiceWithFee', {
            date,
            amount,
            fee: formatCents(next.registrationFeeCents),
          })
        : t('billing.firstInvoice', { date, amount })}
    </>
  );
}

/** The earliest next invoice of the parent's payer records. */
export const earliestNext = (payers: PayerDetail[]): NextInvoice | null =>
  payers
    .map((p) => p.nextInvoice)
    .filter((n) => n !== null)
    .sort((a, b) => a.issueDate.localeCompare(b.issueDate))[0] ?? null;

/**
 * What the parent has to pay now, over all their payer records, as the payment box and the
 * checkout say it: the total due on issued invoices, or, before the first, when it comes.
 */
export function TotalDue({ payers }: { payers: PayerDetail[] }) {
  const t = useT();
  if (payers.length === 0) return null;
  if (payers.every((p) => !p.invoiced))
    return (
      <p className="text-sm text-slate-800">
        {t('billing.nothingDueYet')} <FirstInvoice next={earliestNext(payers)} />
      </p>
    );
  const due = payers.reduce((sum, p) => sum + p.dueCents, 0);
  return (
    <dl className="flex justify-between gap-4 border-t border-slate-200 pt-2">
      <dt className="font-semibold text-slate-900">{t('billing.totalDue')}</dt>
      <dd className="font-bold text-slate-900">{formatCents(due)}</dd>
    </dl>
  );
}
