import type { LedgerEntryResponse } from '../../../contract/billing-views.ts';
import { entryLabel } from '../../components/billing/billing-labels.ts';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatCents } from '../../lib/format.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { ledgerPages } from './queries.ts';

/**
 * A payer's ledger, newest entry first (decision 034): charges raise the balance, payments
 * and credits lower it, a correction either; each with its reason and who made it.
 */
export function LedgerList({ payerId }: { payerId: number }) {
  const t = useT();
  const list = usePagedList(ledgerPages(payerId));
  if (list.isPending) return <LoadingIndicator message={t('billingAdmin.ledger.loading')} />;
  if (!list.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('billingAdmin.ledger.loadFailed')}
      </p>
    );
  if (list.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        {t('billingAdmin.ledger.empty')}
      </p>
    );
  return (
    <div className="space-y-2">
      <ul
        aria-label={t('billingAdmin.ledger.title')}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200"
      >
        {list.data.map((entry) => (
          <LedgerRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <LoadMore list={list} what={t('billingAdmin.ledger.loadMoreWhat')} />
    </div>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntryResponse }) {
  const t = useT();
  const label = entryLabel(entry.kind, entry.chargeKind);
  const amount =
    entry.amountCents > 0
      ? t('billingAdmin.ledger.raises', { amount: formatCents(entry.amountCents) })
      : t('billingAdmin.ledger.lowers', { amount: formatCents(-entry.amountCents) });
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-1 p-4 text-sm">
      <div className="min-w-0 flex-1 basis-56 space-y-1">
        <p className="font-medium text-slate-900">
          {label}
          {entry.childName ? (
            <span className="font-normal text-slate-700"> · {entry.childName}</span>
          ) : null}
        </p>
        <p className="text-slate-700">
          {formatCalendarDay(entry.entryDate)}
          {' · '}
          {entry.createdBy
            ? t('billingAdmin.ledger.by', { name: entry.createdBy })
            : t('billingAdmin.ledger.byInvoicing')}
        </p>
        {entry.periodStart ? (
          <p className="text-slate-700">
            {t('billingAdmin.ledger.periodFrom', { date: formatCalendarDay(entry.periodStart) })}
          </p>
        ) : null}
        {entry.reason ? <p className="break-words text-slate-700">{entry.reason}</p> : null}
      </div>
      <p
        className={
          entry.amountCents > 0 ? 'font-semibold text-slate-900' : 'font-semibold text-green-800'
        }
      >
        {amount}
      </p>
    </li>
  );
}
