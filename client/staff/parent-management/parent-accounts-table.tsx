import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { planAmount, planLabel, shortDate, statusLabel, statusVariant } from './format.ts';
import { Table, cell } from './table.tsx';

/** The spec's accounts table, from tablet width up (parent-account-cards.tsx below it). */
export function ParentAccountsTable({ accounts }: { accounts: ParentAccountListItem[] }) {
  const t = useT();
  const columns = [
    t('parentManagement.accounts.parent'),
    t('parentManagement.accounts.contact'),
    t('parentManagement.accounts.subscription'),
    t('parentManagement.accounts.paymentStatus'),
    t('parentManagement.accounts.nextBilling'),
    t('parentManagement.accounts.registered'),
  ];
  return (
    <Table caption={t('parentManagement.accounts.caption')} columns={columns}>
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
              {statusLabel(a.subscriptionStatus)}
            </Badge>
            <p className="mt-1 text-slate-700">
              {planAmount(a.subscriptionAmount, a.subscriptionPlan)}{' '}
              <span className="text-slate-600">({planLabel(a.subscriptionPlan)})</span>
            </p>
          </td>
          <td className={cell}>
            <Badge variant={statusVariant(a.paymentStatus)}>{statusLabel(a.paymentStatus)}</Badge>
          </td>
          <td className={cell}>{shortDate(a.nextBillingDate)}</td>
          <td className={cell}>{shortDate(a.registrationDate)}</td>
        </tr>
      ))}
    </Table>
  );
}
