import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { SendPasswordLink } from '../../components/accounts/send-password-link.tsx';
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
import { sendParentPasswordLink } from './queries.ts';
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
}: {
  accounts: ParentAccountListItem[];
  billing: boolean;
  /** Directors: a "Send password reset e-mail" button per family. */
  passwordLinks?: boolean;
}) {
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
    ...(passwordLinks ? [t('accountAdmin.actions')] : []),
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
          {billing ? <BillingCells account={a} /> : null}
          <td className={cell}>{shortDate(a.registrationDate)}</td>
          {passwordLinks ? (
            <td className={cell}>
              <SendPasswordLink
                name={`${a.firstName} ${a.lastName}`}
                send={() => sendParentPasswordLink(a.id)}
                className="min-h-11"
              />
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
