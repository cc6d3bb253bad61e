import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type Language, roleKinds } from '../../../contract/enums.ts';
import type { PermissionRole, StaffLogin } from '../../../contract/staff-accounts.ts';
import { may } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  passkeys,
  sessions,
  staff,
  staffInvitations,
  twoStepLogins,
  users,
} from '../../db/schema/index.ts';

/** How long an invitation link works. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60_000;

const open = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/**
 * Current staff members' sign-ins: their accounts (active or deactivated), and the open
 * invitations of those without one (pending, or past their expiry). One staff member's, with
 * `staffId`.
 */
export async function listStaffLogins(
  db: DbOrTx,
  now: Date,
  staffId?: number,
): Promise<StaffLogin[]> {
  const one = staffId === undefined ? undefined : eq(staff.id, staffId);
  const accounts = await db
    .select({
      staffId: staff.id,
      isActive: users.isActive,
      // A staff record's account is a director's or a staff member's, never a parent's.
      role: sql<PermissionRole>`${users.role}`,
      // An authenticator app or a passkey (decision 071): either is a second step.
      twoStepOn: sql<boolean>`(${twoStepLogins.enabledAt} is not null or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
    })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .leftJoin(twoStepLogins, eq(twoStepLogins.userId, users.id))
    .where(and(isNull(staff.removedAt), one));
  const invited = await db
    .select({
      staffId: staffInvitations.staffId,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(and(open, isNull(staff.removedAt), isNull(staff.userId), one));
  return [
    ...accounts.map((a) => ({
      staffId: a.staffId,
      state: a.isActive ? ('active' as const) : ('deactivated' as const),
      role: a.role,
      invitationExpiresAt: null,
      twoStepOn: Boolean(a.twoStepOn),
    })),
    ...invited.map((i) => ({
      staffId: i.staffId,
      state: i.expiresAt > now ? ('invited' as const) : ('invitationExpired' as const),
      role: i.role,
      invitationExpiresAt: i.expiresAt.toISOString(),
      twoStepOn: false,
    })),
  ].sort((a, b) => a.staffId - b.staffId);
}

export type StaffInvitation = typeof staffInvitations.$inferSelect;

/** A staff member's open invitation (not accepted, not revoked; maybe expired). */
export async function openInvitationOf(
  db: DbOrTx,
  staffId: number,
): Promise<StaffInvitation | undefined> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.staffId, staffId), open));
  return row;
}

type Issue = {
  tokenHash: string;
  role: PermissionRole;
  language: Language;
  invitedByUserId: number;
  email: string;
  now: Date;
};

/** A new invitation; null when another request opened one for this staff member meanwhile. */
export async function insertInvitation(
  db: DbOrTx,
  staffId: number,
  i: Issue,
): Promise<StaffInvitation | null> {
  const [row] = await db
    .insert(staffInvitations)
    .values({
      staffId,
      email: i.email,
      role: i.role,
      tokenHash: i.tokenHash,
      language: i.language,
      invitedByUserId: i.invitedByUserId,
      createdAt: i.now,
      expiresAt: new Date(i.now.getTime() + invitationLifetimeMs),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Re-sending: the open invitation renewed in place (new token, role, language and expiry),
 * guarded by the token it had, so of two re-sends at once one renews and the other finds
 * nothing (no e-mail goes out with a link that no longer works).
 */
export async function renewInvitation(
  db: DbOrTx,
  old: StaffInvitation,
  i: Issue,
): Promise<StaffInvitation | null> {
  const [row] = await db
    .update(staffInvitations)
    .set({
      email: i.email,
      role: i.role,
      tokenHash: i.tokenHash,
      language: i.language,
      invitedByUserId: i.invitedByUserId,
      createdAt: i.now,
      expiresAt: new Date(i.now.getTime() + invitationLifetimeMs),
    })
    .where(
      and(eq(staffInvitations.id, old.id), eq(staffInvitations.tokenHash, old.tokenHash), open),
    )
    .returning();
  return row ?? null;
}

export async function revokeOpenInvitation(
  db: DbOrTx,
  staffId: number,
  now: Date,
): Promise<StaffInvitation | null> {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.staffId, staffId), open))
    .returning();
  return row ?? null;
}

/**
 * An invitation that can still be accepted: open, not expired, for a staff member still
 * here and without a login. Used, revoked, expired and unknown all give null alike.
 */
export async function findUsableInvitation(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      invitation: staffInvitations,
      firstName: staff.firstName,
      lastName: staff.lastName,
    })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        open,
        gt(staffInvitations.expiresAt, now),
        isNull(staff.removedAt),
        isNull(staff.userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks it accepted, only if it is still open and unexpired: one of 20 at once gets true. */
export async function markAccepted(db: DbOrTx, invitation: StaffInvitation, now: Date) {
  const rows = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(staffInvitations.id, invitation.id),
        eq(staffInvitations.tokenHash, invitation.tokenHash),
        open,
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/** The account, tied to the staff record (which must have none yet). */
export async function createStaffUser(
  db: DbOrTx,
  a: { staffId: number; email: string; role: PermissionRole; passwordHash: string; now: Date },
): Promise<number | null> {
  const [user] = await db
    .insert(users)
    .values({
      email: a.email.toLowerCase(),
      passwordHash: a.passwordHash,
      role: a.role,
      createdAt: a.now,
      updatedAt: a.now,
    })
    .returning({ id: users.id });
  const linked = await db
    .update(staff)
    .set({ userId: user!.id })
    .where(and(eq(staff.id, a.staffId), isNull(staff.userId), isNull(staff.removedAt)))
    .returning({ id: staff.id });
  return linked.length > 0 ? user!.id : null;
}

/** The roles the permission table lets manage accounts (directors). */
const managerRoles = roleKinds.filter((role) => may({ role }, 'account.manage'));

/**
 * The active accounts that may manage accounts other than `exceptUserId`, locked until the
 * transaction ends: two directors deactivating each other at once are taken in turn, so the
 * second finds no other director left.
 */
export async function otherActiveManagers(db: DbOrTx, exceptUserId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.role, managerRoles), eq(users.isActive, true), ne(users.id, exceptUserId)),
    )
    .for('update');
  return rows.map((r) => r.id);
}

/** Whether a role may manage accounts (is a director's). */
export const managesAccounts = (role: PermissionRole) => may({ role }, 'account.manage');

export async function setActive(db: DbOrTx, userId: number, isActive: boolean, now: Date) {
  await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, userId));
  // Deactivated: every session ends at once (the session lookup also refuses inactive users).
  if (!isActive) await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function setRole(db: DbOrTx, userId: number, role: PermissionRole, now: Date) {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId));
}

/** A current staff member's account, locked for the change, if they have one. */
export async function staffAccountForUpdate(db: DbOrTx, staffId: number) {
  const [row] = await db
    .select({
      staffId: staff.id,
      userId: users.id,
      isActive: users.isActive,
      role: sql<PermissionRole>`${users.role}`,
    })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.id, staffId), isNull(staff.removedAt)))
    .for('update');
  return row ?? null;
}
