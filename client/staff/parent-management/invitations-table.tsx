import type { InvitationListItem } from '../../../contract/invitations.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { shortDate, statusLabel, statusVariant } from './format.ts';
import { InvitationActions } from './invitation-actions.tsx';
import { Table, cell } from './table.tsx';

/** The spec's invitations table, from tablet width up (invitation-cards.tsx below it). */
export function InvitationsTable({ invitations }: { invitations: InvitationListItem[] }) {
  const t = useT();
  const columns = [
    t('parentManagement.invitations.email'),
    t('parentManagement.invitations.phone'),
    t('common.status'),
    t('parentManagement.invitations.sent'),
    t('parentManagement.invitations.expires'),
    t('common.actions'),
  ];
  return (
    <Table caption={t('parentManagement.invitations.caption')} columns={columns}>
      {invitations.map((i) => (
        <tr key={i.id}>
          <td className={cell}>
            <p className="font-medium">{i.email}</p>
            {i.childName ? (
              <p className="text-slate-600">
                {t('parentManagement.invitations.forChild', { name: i.childName })}
              </p>
            ) : null}
          </td>
          <td className={cell}>{i.phoneNumber}</td>
          <td className={cell}>
            <Badge variant={statusVariant(i.status)}>{statusLabel(i.status)}</Badge>
          </td>
          <td className={cell}>{shortDate(i.createdAt)}</td>
          <td className={cell}>{shortDate(i.expiresAt)}</td>
          <td className={cell}>
            <InvitationActions invitation={i} look="table" />
          </td>
        </tr>
      ))}
    </Table>
  );
}
