import type { ParentAccountResponse } from '../../../contract/parent-overview.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatCents } from '../../lib/format.ts';
import { totalDueCents } from './money.ts';

/**
 * What the weekly plan comes to: the week, the one-time registration fee (or Paid once the
 * family has paid) and their total. The billing view's payment card and the checkout show it.
 */
export function PlanCharges({ account }: { account: ParentAccountResponse }) {
  const t = useT();
  const hasPaid = account.lastPaymentDate !== null;
  const weekly = account.subscriptionAmountCents;
  const total = totalDueCents(weekly, account.registrationFeeCents, hasPaid);
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">{t('billing.weeklyPlanLine')}</dt>
        <dd className="font-medium text-slate-900">{formatCents(weekly)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">{t('billing.registrationFee')}</dt>
        <dd className="font-medium text-slate-900">
          {hasPaid ? t('billing.paid') : formatCents(account.registrationFeeCents)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
        <dt className="font-semibold text-slate-900">{t('billing.totalDue')}</dt>
        <dd className="font-bold text-slate-900">{formatCents(total)}</dd>
      </div>
    </dl>
  );
}
