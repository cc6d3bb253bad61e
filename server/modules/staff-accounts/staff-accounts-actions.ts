import type { FastifyInstance } from 'fastify';
import {
  alreadyHasLoginMessage,
  emailHasAccountMessage,
  lastDirectorMessage,
  noPendingInvitationMessage,
  type PermissionRole,
  type StaffInviteRequest,
  staffInvitationThrottled,
  staffInvitationUnusable,
} from '../../../contract/staff-accounts.ts';
import { noLoginMessage } from '../../../contract/password-reset.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { beginAttempt } from '../../lib/throttle.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { Principal } from '../../types.ts';
import { findIdentity, findUserByEmail } from '../auth/auth-queries.ts';
import { findCurrentStaff } from '../staff/staff-queries.ts';
import {
  createStaffUser,
  findUsableInvitation,
  insertInvitation,
  listStaffLogins,
  managesAccounts,
  markAccepted,
  openInvitationOf,
  otherActiveManagers,
  renewInvitation,
  revokeOpenInvitation,
  setActive,
  setRole,
  staffAccountForUpdate,
} from './staff-accounts-queries.ts';
import { queueStaffInvitationMail } from './staff-invitation-mail.ts';

const staffNotFound = 'errors.staffNotFound';
const resentMeanwhile = 'errors.invitationResentMeanwhile';

type Audited<T> = { result: T; audit: AuditEntry };

/**
 * Invites a staff member to sign in, or re-sends their open invitation (renewed in place: a
 * new link, role and expiry; the old link dies). Refused when they can sign in already, or
 * their e-mail signs in to another account (a parent's).
 */
export async function inviteStaff(
  app: FastifyInstance,
  tx: DbOrTx,
  principal: Principal,
  staffId: number,
  input: Required<StaffInviteRequest>,
  now: Date,
): Promise<Audited<{ email: string; expiresAt: string }>> {
  const member = await findCurrentStaff(tx, staffId);
  if (!member) throw notFound(staffNotFound);
  if (member.userId !== null) throw new HttpError(409, alreadyHasLoginMessage);
  if (await findUserByEmail(tx, member.email)) throw new HttpError(409, emailHasAccountMessage);
  // 32 random bytes (256 bits), base64url; only its hash is kept.
  const token = app.tokens.token();
  const issue = {
    tokenHash: sha256(token),
    role: input.role,
    language: input.language,
    invitedByUserId: principal.userId,
    email: member.email,
    now,
  };
  const old = await openInvitationOf(tx, staffId);
  const invitation = old
    ? await renewInvitation(tx, old, issue)
    : await insertInvitation(tx, staffId, issue);
  if (!invitation) throw new HttpError(409, resentMeanwhile);
  const inviter = await findIdentity(tx, principal.userId);
  await queueStaffInvitationMail(app, tx, {
    to: member.email,
    name: `${member.firstName} ${member.lastName}`,
    token,
    role: input.role,
    language: input.language,
    expiresAt: invitation.expiresAt,
    sentBy: inviter?.displayName ?? '',
  });
  return {
    result: { email: member.email, expiresAt: invitation.expiresAt.toISOString() },
    audit: {
      action: old ? 'staffLogin.resendInvitation' : 'staffLogin.invite',
      entityType: 'staff',
      entityId: staffId,
      details: { role: input.role, expiresAt: invitation.expiresAt.toISOString() },
      at: now,
    },
  };
}

export async function revokeStaffInvitation(
  tx: DbOrTx,
  staffId: number,
  now: Date,
): Promise<AuditEntry> {
  if (!(await findCurrentStaff(tx, staffId))) throw notFound(staffNotFound);
  const revoked = await revokeOpenInvitation(tx, staffId, now);
  if (!revoked) throw notFound(noPendingInvitationMessage);
  return {
    action: 'staffLogin.revokeInvitation',
    entityType: 'staff',
    entityId: staffId,
    at: now,
  };
}

/**
 * Invitation links checked per address (opening the page, and accepting): 30 wrong ones in
 * 15 minutes, then 429; a right one is forgiven.
 */
export async function usableStaffInvitation(db: DbOrTx, ip: string, token: string, now: Date) {
  const attempt = await beginAttempt(db, `staff-invitation:ip:${ip}`, 30, now);
  if (!attempt.allowed) throw new HttpError(429, staffInvitationThrottled);
  const found = await findUsableInvitation(db, sha256(token), now);
  if (!found) throw new HttpError(410, staffInvitationUnusable);
  await attempt.succeeded();
  return found;
}

/** Before accepting: the link checked, the password not common, then hashed (no locks held). */
export async function admitAcceptance(
  db: DbOrTx,
  ip: string,
  input: { token: string; password: string },
  now: Date,
) {
  const found = await usableStaffInvitation(db, ip, input.token, now);
  refuseCommonPassword(input.password, 'password');
  return { ...found, passwordHash: await hashPassword(input.password) };
}

/**
 * Accepting: the invitation marked accepted (once, under races), the account made with the
 * director's chosen role and tied to the staff record. The caller signs the person in.
 */
export async function acceptStaffInvitation(
  tx: DbOrTx,
  admitted: Awaited<ReturnType<typeof admitAcceptance>>,
  now: Date,
): Promise<Audited<{ userId: number }>> {
  const { invitation, passwordHash } = admitted;
  if (!(await markAccepted(tx, invitation, now))) throw new HttpError(410, staffInvitationUnusable);
  if (await findUserByEmail(tx, invitation.email)) throw new HttpError(409, emailHasAccountMessage);
  const userId = await createStaffUser(tx, {
    staffId: invitation.staffId,
    email: invitation.email,
    role: invitation.role,
    passwordHash,
    now,
  });
  if (userId === null) throw new HttpError(410, staffInvitationUnusable);
  return {
    result: { userId },
    audit: {
      actorUserId: userId,
      action: 'staffLogin.acceptInvitation',
      entityType: 'staff',
      entityId: invitation.staffId,
      details: { role: invitation.role },
      at: now,
    },
  };
}

/**
 * Locks the staff member's account for a change of access, and refuses one that would leave
 * nobody active who can manage accounts (the last active director).
 */
async function accountChange(
  tx: DbOrTx,
  staffId: number,
  change: { isActive?: boolean; role?: PermissionRole },
) {
  if (!(await findCurrentStaff(tx, staffId))) throw notFound(staffNotFound);
  const account = await staffAccountForUpdate(tx, staffId);
  if (!account) throw new HttpError(409, noLoginMessage);
  const after = { isActive: account.isActive, role: account.role, ...change };
  const stillManages = after.isActive && managesAccounts(after.role);
  if (
    account.isActive &&
    managesAccounts(account.role) &&
    !stillManages &&
    (await otherActiveManagers(tx, account.userId)).length === 0
  )
    throw new HttpError(409, lastDirectorMessage);
  return account;
}

/** Deactivating ends every session at once; reactivating lets the old password in again. */
export async function setStaffActive(tx: DbOrTx, staffId: number, isActive: boolean, now: Date) {
  const account = await accountChange(tx, staffId, { isActive });
  await setActive(tx, account.userId, isActive, now);
  return {
    result: (await listStaffLogins(tx, now, staffId))[0]!,
    audit: {
      action: isActive ? 'staffLogin.reactivate' : 'staffLogin.deactivate',
      entityType: 'staff',
      entityId: staffId,
      details: { userId: account.userId },
      at: now,
    },
  };
}

export async function setStaffRole(tx: DbOrTx, staffId: number, role: PermissionRole, now: Date) {
  const account = await accountChange(tx, staffId, { role });
  await setRole(tx, account.userId, role, now);
  return {
    result: (await listStaffLogins(tx, now, staffId))[0]!,
    audit: {
      action: 'staffLogin.role',
      entityType: 'staff',
      entityId: staffId,
      details: { userId: account.userId, role: { from: account.role, to: role } },
      at: now,
    },
  };
}
