import type { ParentAccountResponse } from '../../../contract/parent-overview.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { msg } from '../../i18n/i18n.ts';
import { type Translate, useT } from '../../i18n/use-t.ts';
import { formatCalendarDay, formatCents, formatDateTime } from '../../lib/format.ts';

// The stored words of the account (plain strings in the database) and their labels.
const planLabels: Record<string, string> = {
  weekly: msg('billing.plan.weekly'),
  monthly: msg('billing.plan.monthly'),
};
const subscriptionStatusLabels: Record<string, string> = {
  active: msg('billing.subscriptionStatus.active'),
  pending: msg('billing.subscriptionStatus.pending'),
  past_due: msg('billing.subscriptionStatus.pastDue'),
  cancelled: msg('billing.subscriptionStatus.cancelled'),
  inactive: msg('billing.subscriptionStatus.inactive'),
};
const paymentStatusLabels: Record<string, string> = {
  paid: msg('billing.paymentStatus.paid'),
  pending: msg('billing.paymentStatus.pending'),
  failed: msg('billing.paymentStatus.failed'),
  refunded: msg('billing.paymentStatus.refunded'),
};

/** A stored word's label; a word we have no label for, as stored. */
const label = (t: Translate, labels: Record<string, string>, value: string) =>
  Object.hasOwn(labels, value) ? t(labels[value]!) : value;

/**
 * The plan as the account has it: its name, price per child and week, state and dates. The
 * next billing date and last payment are left out when the payer balance cards above already
 * give them (`datesShownAbove`), each for its own share, so the tab says them once.
 */
export function SubscriptionCard({
  account,
  datesShownAbove,
}: {
  account: ParentAccountResponse;
  datesShownAbove: boolean;
}) {
  const t = useT();
  const dates: [string, string][] = [
    [
      t('billing.nextBillingDate'),
      account.nextBillingDate
        ? formatCalendarDay(account.nextBillingDate, 'long')
        : t('billing.notScheduled'),
    ],
    [
      t('billing.lastPayment'),
      account.lastPaymentDate ? formatDateTime(account.lastPaymentDate) : t('billing.noPayments'),
    ],
  ];
  const facts: [string, string][] = [
    [t('billing.plan'), label(t, planLabels, account.subscriptionPlan)],
    [
      t('billing.amount'),
      t('billing.perWeek', { amount: formatCents(account.subscriptionAmountCents) }),
    ],
    [t('billing.paymentStatus'), label(t, paymentStatusLabels, account.paymentStatus)],
    ...(datesShownAbove ? [] : dates),
    [t('billing.memberSince'), formatDateTime(account.registrationDate)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('billing.yourSubscription')}
          <Badge variant={account.subscriptionStatus === 'active' ? 'success' : 'warning'}>
            {label(t, subscriptionStatusLabels, account.subscriptionStatus)}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
