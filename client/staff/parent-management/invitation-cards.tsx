import type { InvitationListItem } from '../../../contract/invitations.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { shortDate, statusLabel, statusVariant } from './format.ts';
import { InvitationActions } from './invitation-actions.tsx';
import { RowCard } from './row-card.tsx';

/** Below tablet width the invitations table's rows as cards, with the same actions. */
export function InvitationCards({ invitations }: { invitations: InvitationListItem[] }) {
  const t = useT();
  return (
    <ul aria-label={t('parentManagement.invitations.caption')} className="space-y-3">
      {invitations.map((i) => (
        <li key={i.id}>
          <RowCard
            id={`invitation-${i.id}`}
            title={i.email}
            subtitle={
              i.childName ? t('parentManagement.invitations.forChild', { name: i.childName }) : null
            }
            badge={<Badge variant={statusVariant(i.status)}>{statusLabel(i.status)}</Badge>}
            facts={[
              [t('parentManagement.invitations.phone'), i.phoneNumber],
              [t('parentManagement.invitations.sent'), shortDate(i.createdAt)],
              [t('parentManagement.invitations.expires'), shortDate(i.expiresAt)],
            ]}
            actions={<InvitationActions invitation={i} look="card" />}
          />
        </li>
      ))}
    </ul>
  );
}
