import type {
  CreateInvitationResponse,
  InvitationListItem,
} from '../../../contract/invitations.ts';
import type { Config } from '../../config.ts';
import type { Invitation } from './invitation-lifecycle-queries.ts';
import { invitationLinkFor } from './invitation-mail.ts';

type LinkConfig = Pick<Config, 'publicUrl'>;

/** The create and re-send answer: the invitation with its registration link. */
export const invitationCreated = (config: LinkConfig, i: Invitation): CreateInvitationResponse => ({
  id: i.id,
  childId: i.childId,
  email: i.email,
  phoneNumber: i.phoneNumber,
  invitationCode: i.invitationCode,
  invitationLink: invitationLinkFor(config, i.invitationCode),
  status: i.status,
  expiresAt: i.expiresAt.toISOString(),
  createdAt: i.createdAt.toISOString(),
});

/** An invitation as the list shows it: its status as of `now`, its link while usable. */
export function invitationListed(
  config: LinkConfig,
  { invitation: i, childName }: { invitation: Invitation; childName: string | null },
  now: Date,
): InvitationListItem {
  // Expiry is computed on read: a pending invitation past its date is expired.
  const status = i.status === 'pending' && i.expiresAt <= now ? 'expired' : i.status;
  return {
    id: i.id,
    childId: i.childId,
    childName,
    email: i.email,
    phoneNumber: i.phoneNumber,
    status,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    acceptedAt: i.acceptedAt?.toISOString() ?? null,
    invitationLink: status === 'pending' ? invitationLinkFor(config, i.invitationCode) : null,
  };
}
