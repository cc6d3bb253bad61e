import type { ParentAccountResponse } from '../../../contract/parent-overview.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatCalendarDay, formatCents, formatDateTime, humanize } from '../../lib/format.ts';

/** The account's subscription facts as stored; invoices and payments come with another issue. */
export function SubscriptionCard({ account }: { account: ParentAccountResponse }) {
  const facts: [string, string][] = [
    ['Plan', humanize(account.subscriptionPlan)],
    ['Amount', `${formatCents(account.subscriptionAmountCents)} per week`],
    ['Payment status', humanize(account.paymentStatus)],
    [
      'Next billing date',
      account.nextBillingDate
        ? formatCalendarDay(account.nextBillingDate, 'long')
        : 'Not scheduled',
    ],
    [
      'Last payment',
      account.lastPaymentDate ? formatDateTime(account.lastPaymentDate) : 'No payments yet',
    ],
    ['Member since', formatDateTime(account.registrationDate)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Your Subscription
          <Badge variant={account.subscriptionStatus === 'active' ? 'success' : 'warning'}>
            {humanize(account.subscriptionStatus)}
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
