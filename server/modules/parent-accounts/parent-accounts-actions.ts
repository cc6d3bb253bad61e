import { invalidRegistrationLink, verifyThrottledMessage } from '../../../contract/invitations.ts';
import {
  existingParentAccountMessage,
  staffEmailMessage,
} from '../../../contract/parent-accounts.ts';
import { portalOf } from '../../access/access.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from '../auth/auth-queries.ts';
import { findUsableInvitation } from '../invitations/invitation-lifecycle-queries.ts';
import { beginCodeCheck } from '../invitations/verify-throttle.ts';
import { type Registration, registerParent } from './parent-accounts-queries.ts';

/**
 * Before registering: the code is checked (throttled per address, as a code check is), and
 * only a usable code earns a password hash (~100 ms of CPU). Done outside the registration's
 * transaction so it holds no locks meanwhile; the transaction checks the code again.
 * Answers the password's hash.
 */
export async function admitRegistration(
  db: DbOrTx,
  ip: string,
  input: { invitationCode: string; password: string },
  clock: Clock,
): Promise<string> {
  const attempt = await beginCodeCheck(db, ip, clock.now());
  if (!attempt.allowed) throw new HttpError(429, verifyThrottledMessage);
  if (!(await findUsableInvitation(db, input.invitationCode, clock.now())))
    throw notFound(invalidRegistrationLink);
  await attempt.succeeded();
  refuseCommonPassword(input.password, 'password');
  return hashPassword(input.password);
}

/**
 * The user, the parent account, the guardian link and the accepted invitation. Null when the
 * code was used meanwhile; an e-mail that already signs in is refused (409), as is, by the
 * invitation's status guard or the unique e-mail, a concurrent registration with the code.
 */
export async function registerFromInvitation(
  tx: Tx,
  input: Omit<Registration, 'passwordHash'> & { invitationCode: string; passwordHash: string },
  at: Date,
): Promise<{ userId: number; audit: AuditEntry } | null> {
  const found = await findUsableInvitation(tx, input.invitationCode, at);
  if (!found) return null;
  const { invitation } = found;
  const existing = await findUserByEmail(tx, invitation.email);
  if (existing)
    throw new HttpError(
      409,
      portalOf(existing) === 'parent' ? existingParentAccountMessage : staffEmailMessage,
    );
  const ids = await registerParent(tx, invitation, input, at);
  if (!ids) throw notFound(invalidRegistrationLink);
  return {
    userId: ids.userId,
    audit: {
      actorUserId: ids.userId,
      action: 'parentAccount.register',
      entityType: 'parentAccount',
      entityId: ids.parentAccountId,
      details: { invitationId: invitation.id, childId: invitation.childId },
      at,
    },
  };
}
