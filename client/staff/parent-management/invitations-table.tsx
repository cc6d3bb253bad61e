import type { InvitationListItem } from '../../../contract/invitations.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { humanize } from '../../lib/format.ts';
import { shortDate, statusVariant } from './format.ts';
import { InvitationActions } from './invitation-actions.tsx';
import { Table, cell } from './table.tsx';

const columns = ['Email', 'Phone', 'Status', 'Sent', 'Expires', 'Actions'];

export function InvitationsTable({ invitations }: { invitations: InvitationListItem[] }) {
  if (invitations.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        No invitations yet
      </p>
    );
  return (
    <Table caption="Parent invitations" columns={columns}>
      {invitations.map((i) => (
        <tr key={i.id}>
          <td className={cell}>
            <p className="font-medium">{i.email}</p>
            {i.childName ? <p className="text-slate-600">for {i.childName}</p> : null}
          </td>
          <td className={cell}>{i.phoneNumber}</td>
          <td className={cell}>
            <Badge variant={statusVariant(i.status)}>{humanize(i.status)}</Badge>
          </td>
          <td className={cell}>{shortDate(i.createdAt)}</td>
          <td className={cell}>{shortDate(i.expiresAt)}</td>
          <td className={cell}>
            <InvitationActions invitation={i} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
