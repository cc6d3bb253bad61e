import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { afterCursor, sortKeySql, toPage } from '../../lib/paging.ts';
import { children, guardians, parentInvitations, rooms } from '../../db/schema/index.ts';
import { emergencyContactPlaceholder, parentPlaceholder } from '../../../contract/children.ts';
import { joinBillingAccount } from '../billing/accounts/billing-accounts.ts';

export type Invitation = typeof parentInvitations.$inferSelect;

const childName = sql<string | null>`case when ${children.id} is null then null
  else ${children.firstName} || ' ' || ${children.lastName} end`;

/** Every invitation, newest first, with the invited child's name. */
const listOrder = [parentInvitations.createdAt, parentInvitations.id];

/** One page of invitations, newest first, with the invited child's name. */
export async function listInvitations(db: DbOrTx, page: { limit: number; before?: string }) {
  const rows = await db
    .select({ invitation: parentInvitations, childName, sortKey: sortKeySql(listOrder) })
    .from(parentInvitations)
    .leftJoin(children, eq(children.id, parentInvitations.childId))
    .where(afterCursor(listOrder, page.before))
    .orderBy(...listOrder.map((column) => desc(column)))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, (row) => row.sortKey);
}

/** Invitations whose links still work: pending and not yet past their expiry. */
export async function countUsableInvitations(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(parentInvitations)
    .where(and(eq(parentInvitations.status, 'pending'), gt(parentInvitations.expiresAt, now)));
  return row?.n ?? 0;
}

export async function findInvitation(db: DbOrTx, id: number): Promise<Invitation | null> {
  const [row] = await db.select().from(parentInvitations).where(eq(parentInvitations.id, id));
  return row ?? null;
}

/**
 * An invitation that can still be used: pending and not past its expiry. Used, revoked,
 * expired and unknown codes all give null, so callers cannot tell them apart.
 */
export async function findUsableInvitation(db: DbOrTx, code: string, now: Date) {
  const [row] = await db
    .select({
      invitation: parentInvitations,
      child: {
        id: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        room: rooms.name,
        relationship: children.relationship,
      },
    })
    .from(parentInvitations)
    .leftJoin(children, eq(children.id, parentInvitations.childId))
    .leftJoin(rooms, eq(rooms.id, children.roomId))
    .where(
      and(
        eq(parentInvitations.invitationCode, code),
        eq(parentInvitations.status, 'pending'),
        gt(parentInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const c = row.child;
  return {
    invitation: row.invitation,
    child:
      c && c.id !== null
        ? {
            id: c.id,
            firstName: c.firstName ?? '',
            lastName: c.lastName ?? '',
            room: c.room ?? '',
            relationship: c.relationship ?? 'parent',
          }
        : null,
  };
}

/** Pending (or pending but expired) → revoked. False when it was already used or revoked. */
export async function revokeInvitation(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(parentInvitations)
    .set({ status: 'revoked', revokedAt: at })
    .where(and(eq(parentInvitations.id, id), eq(parentInvitations.status, 'pending')))
    .returning({ id: parentInvitations.id });
  return rows.length > 0;
}

/**
 * Accepting, inside the caller's transaction: the parent becomes a guardian of the invited
 * child (with the child's recorded relationship), the child's 'TBD' parent details are filled
 * from the parent's own, and the invitation is marked accepted. Returns false when another
 * request used the code first, or a Resend gave the invitation a new code meanwhile: the
 * status and code guards make a code single-use under races, and a renewed one dead.
 */
export async function acceptInTx(
  tx: Tx,
  invitation: { id: number; invitationCode: string },
  parentAccountId: number,
  parent: { name: string; phone: string; email: string; emergencyContact: string | null },
  at: Date,
): Promise<boolean> {
  const accepted = await tx
    .update(parentInvitations)
    .set({ status: 'accepted', acceptedAt: at, acceptedByParentId: parentAccountId })
    .where(
      and(
        eq(parentInvitations.id, invitation.id),
        eq(parentInvitations.invitationCode, invitation.invitationCode),
        eq(parentInvitations.status, 'pending'),
      ),
    )
    .returning({
      childId: parentInvitations.childId,
      relationship: parentInvitations.relationship,
    });
  if (accepted.length === 0) return false;
  const childId = accepted[0]!.childId;
  if (childId === null) return true;
  const [child] = await tx.select().from(children).where(eq(children.id, childId));
  if (!child) return true;
  // A further guardian's invitation names their own relationship (decision 062).
  const relationship = accepted[0]!.relationship ?? child.relationship;
  await tx
    .insert(guardians)
    .values({ parentAccountId, childId, relationship, createdAt: at })
    .onConflictDoNothing();
  // The child joins its family's billing account, the guardian as a payer (decision 034).
  await joinBillingAccount(tx, { parentAccountId, childId }, at);
  const fill: Partial<typeof children.$inferInsert> = {};
  if (child.parentName === parentPlaceholder) fill.parentName = parent.name;
  if (child.parentPhone === parentPlaceholder) fill.parentPhone = parent.phone;
  if (child.parentEmail === parentPlaceholder) fill.parentEmail = parent.email;
  const unknownEmergency = [parentPlaceholder, emergencyContactPlaceholder, ''];
  if (unknownEmergency.includes(child.emergencyContact) && parent.emergencyContact)
    fill.emergencyContact = parent.emergencyContact;
  if (Object.keys(fill).length > 0)
    await tx
      .update(children)
      .set({ ...fill, updatedAt: at })
      .where(eq(children.id, childId));
  return true;
}
