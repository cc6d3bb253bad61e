import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { humanize } from '../../lib/format.ts';
import { perWeek, shortDate, statusVariant } from './format.ts';
import { Table, cell } from './table.tsx';

const columns = [
  'Parent',
  'Contact',
  'Subscription',
  'Payment Status',
  'Next Billing',
  'Registered',
];

export function ParentAccountsTable({ accounts }: { accounts: ParentAccountListItem[] }) {
  if (accounts.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        No parent accounts yet
      </p>
    );
  return (
    <Table caption="Parent accounts" columns={columns}>
      {accounts.map((a) => (
        <tr key={a.id}>
          <td className={cell}>
            <p className="font-medium">
              {a.firstName} {a.lastName}
            </p>
            {a.children.length > 0 ? (
              <p className="text-slate-600">{a.children.join(', ')}</p>
            ) : null}
          </td>
          <td className={cell}>
            <p>{a.email}</p>
            <p className="text-slate-600">{a.phoneNumber}</p>
          </td>
          <td className={cell}>
            <Badge variant={statusVariant(a.subscriptionStatus)}>
              {humanize(a.subscriptionStatus)}
            </Badge>
            <p className="mt-1 text-slate-700">
              {perWeek(a.subscriptionAmount)}{' '}
              <span className="text-slate-600">({a.subscriptionPlan})</span>
            </p>
          </td>
          <td className={cell}>
            <Badge variant={statusVariant(a.paymentStatus)}>{humanize(a.paymentStatus)}</Badge>
          </td>
          <td className={cell}>{shortDate(a.nextBillingDate)}</td>
          <td className={cell}>{shortDate(a.registrationDate)}</td>
        </tr>
      ))}
    </Table>
  );
}
