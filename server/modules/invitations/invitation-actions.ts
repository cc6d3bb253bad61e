import { consentsIncompleteMessage } from '../../../contract/enrolment.ts';
import type { Language } from '../../../contract/enums.ts';
import { invalidRegistrationLink } from '../../../contract/invitations.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Principal } from '../../types.ts';
import { hasAllConsents, isEnrolled } from '../enrolment/enrolment-queries.ts';
import {
  acceptForAccount,
  parentAccountOfUser,
} from '../parent-accounts/parent-accounts-queries.ts';
import {
  findInvitation,
  findUsableInvitation,
  type Invitation,
} from './invitation-lifecycle-queries.ts';
import { fillParentContact, newInvitation, renewInvitation } from './invitations-queries.ts';

const resentMeanwhile = 'errors.invitationResentMeanwhile';
const alreadyAccepted = 'errors.invitationAlreadyAccepted';

/** A change and the audit row to write with it, in its transaction. */
type Audited<T> = { result: T; audit: AuditEntry };

/**
 * Invites a parent, for a child or not. A child's invitation needs the child enrolled with
 * every consent recorded (the server, not only the consent page, holds the line), and fills
 * the child's placeholder parent contact from it.
 */
export async function inviteParent(
  tx: DbOrTx,
  principal: Principal,
  input: {
    childId?: number;
    email: string;
    phoneNumber: string;
    language: Language;
    /** The new invitation's code (unguessable: server/lib/tokens.ts). */
    invitationCode: string;
    /** A further guardian's relationship to the child (decision 062). */
    relationship?: string;
  },
  at: Date,
): Promise<Audited<Invitation>> {
  const { childId, email, phoneNumber } = input;
  if (childId !== undefined) {
    if (!(await isEnrolled(tx, childId))) throw notFound('errors.childNotFound');
    if (!(await hasAllConsents(tx, childId))) throw new HttpError(409, consentsIncompleteMessage);
  }
  const created = await newInvitation(tx, {
    childId: childId ?? null,
    email,
    phoneNumber,
    invitationCode: input.invitationCode,
    invitedByUserId: principal.userId,
    language: input.language,
    relationship: input.relationship ?? null,
    at,
  });
  const filled =
    childId === undefined
      ? []
      : await fillParentContact(tx, childId, { parentEmail: email, parentPhone: phoneNumber }, at);
  return {
    result: created,
    audit: {
      action: 'parentInvitation.create',
      entityType: 'parentInvitation',
      entityId: created.id,
      details: { childId: childId ?? null, email, childFieldsFilled: filled },
      at,
    },
  };
}

/**
 * Renews an invitation in place with a new code and expiry (issue 35): any but an accepted
 * one. Guarded by the code it had: of two re-sends at once one renews, the other is refused,
 * so no e-mail goes out with a code that no longer works.
 */
export async function renewInvitationCode(
  tx: DbOrTx,
  principal: Principal,
  id: number,
  invitationCode: string,
  at: Date,
): Promise<Audited<Invitation>> {
  const old = await findInvitation(tx, id);
  if (!old) throw notFound('errors.invitationNotFound');
  if (old.status === 'accepted') throw new HttpError(409, alreadyAccepted);
  const renewed = await renewInvitation(tx, old, {
    invitationCode,
    invitedByUserId: principal.userId,
    at,
  });
  if (!renewed) throw new HttpError(409, resentMeanwhile);
  return {
    result: renewed,
    audit: {
      action: 'parentInvitation.resend',
      entityType: 'parentInvitation',
      entityId: id,
      details: { expiresAt: renewed.expiresAt.toISOString() },
      at,
    },
  };
}

/**
 * A signed-in parent accepts an invitation sent to their own e-mail: the child joins their
 * account. Any code that cannot be used is the same 404.
 */
export async function acceptInvitation(
  tx: Tx,
  principal: Principal,
  invitationCode: string,
  at: Date,
): Promise<Audited<{ childId: number | null; childName: string | null }>> {
  const account = await parentAccountOfUser(tx, principal.userId);
  if (!account) throw new HttpError(403, 'errors.onlyParentAccepts');
  const found = await findUsableInvitation(tx, invitationCode, at);
  if (!found) throw notFound(invalidRegistrationLink);
  const { invitation, child } = found;
  if (invitation.email.trim().toLowerCase() !== account.email.trim().toLowerCase())
    throw new HttpError(403, 'errors.invitationOtherEmail');
  if (!(await acceptForAccount(tx, invitation, account, at)))
    throw notFound(invalidRegistrationLink);
  return {
    result: {
      childId: invitation.childId,
      childName: child ? `${child.firstName} ${child.lastName}` : null,
    },
    audit: {
      action: 'parentInvitation.accept',
      entityType: 'parentInvitation',
      entityId: invitation.id,
      details: { parentAccountId: account.id, childId: invitation.childId },
      at,
    },
  };
}
