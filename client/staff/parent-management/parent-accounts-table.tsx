import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import {
  hasBilling,
  planAmount,
  planLabel,
  shortDate,
  statusLabel,
  statusVariant,
} from './format.ts';
import { ParentAccountActions } from './parent-account-actions.tsx';
import { Table, cell } from './table.tsx';

/**
 * The spec's accounts table, from tablet width up (parent-account-cards.tsx below it). The
 * Subscription, Payment Status and Next Billing columns are for directors (`billing`): the
 * rest of the staff see the families without their finances (issue 35).
 */
export function ParentAccountsTable({
  accounts,
  billing,
  passwordLinks = false,
  editable = false,
}: {
  accounts: ParentAccountListItem[];
  billing: boolean;
  /** Directors: send a password link, deactivate and reactivate, per family. */
  passwordLinks?: boolean;
  /** Staff: correct a family's name and phone (decision 062). */
  editable?: boolean;
}) {
  const actions = passwordLinks || editable;
  const t = useT();
  const columns = [
    t('parentManagement.accounts.parent'),
    t('parentManagement.accounts.contact'),
    ...(billing
      ? [
          t('parentManagement.accounts.subscription'),
          t('parentManagement.accounts.paymentStatus'),
          t('parentManagement.accounts.nextBilling'),
        ]
      : []),
    t('parentManagement.accounts.registered'),
    ...(actions ? [t('accountAdmin.actions')] : []),
  ];
  return (
    <Table caption={t('parentManagement.accounts.caption')} columns={columns}>
      {accounts.map((a) => (
        <tr key={a.id}>
          <td className={cell}>
            <p className="font-medium">
              {a.firstName} {a.lastName}
              {a.isActive ? null : (
                <Badge variant="neutral" className="ml-2">
                  {t('accountAdmin.login.deactivated')}
                </Badge>
              )}
            </p>
            {a.children.length > 0 ? (
              <p className="text-slate-600">{a.children.join(', ')}</p>
            ) : null}
          </td>
          <td className={cell}>
            <p>{a.email}</p>
            <p className="text-slate-600">{a.phoneNumber}</p>
          </td>
          {billing ? <BillingCells account={a} /> : null}
          <td className={cell}>{shortDate(a.registrationDate)}</td>
          {actions ? (
            <td className={cell}>
              <ParentAccountActions account={a} edit={editable} manage={passwordLinks} />
            </td>
          ) : null}
        </tr>
      ))}
    </Table>
  );
}

function BillingCells({ account: a }: { account: ParentAccountListItem }) {
  if (!hasBilling(a))
    return (
      <>
        <td className={cell}>—</td>
        <td className={cell}>—</td>
        <td className={cell}>—</td>
      </>
    );
  return (
    <>
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
    </>
  );
}
