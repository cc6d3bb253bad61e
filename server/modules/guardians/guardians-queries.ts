import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChildGuardiansResponse, Guardian } from '../../../contract/guardians.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  children,
  guardians,
  parentAccounts,
  parentInvitations,
  users,
} from '../../db/schema/index.ts';

/*
 * A child's guardians (decision 062): the parent accounts linked to it in `guardians`. Every
 * parent's reach (server/access/scopes.ts) derives from that table, so a link made or deleted
 * here changes what the parent sees at their next request.
 */

export const guardianNotFound = 'errors.guardianNotFound';
export const childNotFound = 'errors.childNotFound';

const guardianColumns = {
  parentAccountId: parentAccounts.id,
  userId: parentAccounts.userId,
  firstName: parentAccounts.firstName,
  lastName: parentAccounts.lastName,
  email: parentAccounts.email,
  phoneNumber: parentAccounts.phoneNumber,
  relationship: guardians.relationship,
  linkedAt: guardians.createdAt,
  isActive: users.isActive,
};

const guardianRows = (db: DbOrTx) =>
  db
    .select(guardianColumns)
    .from(guardians)
    .innerJoin(parentAccounts, eq(parentAccounts.id, guardians.parentAccountId))
    .innerJoin(users, eq(users.id, parentAccounts.userId));

export type GuardianRow = NonNullable<Awaited<ReturnType<typeof findGuardian>>>;

export const toGuardian = (row: GuardianRow): Guardian => ({
  parentAccountId: row.parentAccountId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  relationship: row.relationship,
  linkedAt: row.linkedAt.toISOString(),
  isActive: row.isActive,
});

/** The child's record (any child the centre has had: removed ones keep their guardians). */
export async function findChild(db: DbOrTx, childId: number) {
  const [row] = await db.select().from(children).where(eq(children.id, childId));
  return row ?? null;
}

/** A child's guardians, oldest link first. */
export async function guardiansOf(db: DbOrTx, childId: number) {
  return guardianRows(db)
    .where(eq(guardians.childId, childId))
    .orderBy(asc(guardians.createdAt), asc(parentAccounts.id));
}

/** One guardian link, or null when the parent account is not a guardian of the child. */
export async function findGuardian(db: DbOrTx, childId: number, parentAccountId: number) {
  const [row] = await guardianRows(db).where(
    and(eq(guardians.childId, childId), eq(guardians.parentAccountId, parentAccountId)),
  );
  return row ?? null;
}

/** Whether `email` signs in to a guardian of the child already. */
export async function isGuardianEmail(db: DbOrTx, childId: number, email: string) {
  const [row] = await db
    .select({ id: parentAccounts.id })
    .from(guardians)
    .innerJoin(parentAccounts, eq(parentAccounts.id, guardians.parentAccountId))
    .where(
      and(
        eq(guardians.childId, childId),
        sql`lower(${parentAccounts.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The invitations for the child that were not accepted, newest first, status as of `now`. */
export async function openInvitationsOf(
  db: DbOrTx,
  childId: number,
  now: Date,
): Promise<ChildGuardiansResponse['invitations']> {
  const rows = await db
    .select()
    .from(parentInvitations)
    .where(and(eq(parentInvitations.childId, childId), eq(parentInvitations.status, 'pending')))
    .orderBy(desc(parentInvitations.createdAt), desc(parentInvitations.id));
  return rows.map((i) => ({
    id: i.id,
    email: i.email,
    status: i.expiresAt <= now ? ('expired' as const) : ('pending' as const),
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
  }));
}

/**
 * Deletes the link, in the caller's transaction: the returned row is the link as it was, or
 * null when another request removed it first (of two removals at once, one succeeds).
 */
export async function deleteGuardianLink(tx: DbOrTx, childId: number, parentAccountId: number) {
  const [row] = await tx
    .delete(guardians)
    .where(and(eq(guardians.childId, childId), eq(guardians.parentAccountId, parentAccountId)))
    .returning();
  return row ?? null;
}
