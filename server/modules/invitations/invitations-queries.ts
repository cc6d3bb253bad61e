import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centreSettings, children, parentInvitations } from '../../db/schema/index.ts';
import { staffIdOfUser } from '../staff/staff-queries.ts';
import { parentPlaceholder } from '../../../contract/children.ts';
import type { Language } from '../../../contract/enums.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** How long an invitation stays valid: the centre's setting (default 14 days). */
export async function invitationExpiryDays(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ days: centreSettings.invitationExpiryDays })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return row?.days ?? 14;
}

/**
 * A pending invitation, valid for the centre's expiry period from `at`, recorded as sent by
 * the signed-in user (and their staff record, when they have one).
 */
export async function newInvitation(
  db: DbOrTx,
  i: {
    childId: number | null;
    email: string;
    phoneNumber: string;
    invitationCode: string;
    invitedByUserId: number;
    /** The language its e-mail is written in (unless the address has an account). */
    language: Language;
    /** A further guardian's relationship to the child; null: the enrolment's (decision 062). */
    relationship?: string | null;
    at: Date;
  },
) {
  const days = await invitationExpiryDays(db);
  const [row] = await db
    .insert(parentInvitations)
    .values({
      childId: i.childId,
      email: i.email,
      phoneNumber: i.phoneNumber,
      invitationCode: i.invitationCode,
      invitedByUserId: i.invitedByUserId,
      invitedByStaffId: (await staffIdOfUser(db, i.invitedByUserId)) ?? null,
      language: i.language,
      relationship: i.relationship ?? null,
      status: 'pending',
      expiresAt: new Date(i.at.getTime() + days * dayMs),
      createdAt: i.at,
    })
    .returning();
  return row!;
}

/**
 * A re-send (issue 35): the same invitation, pending again, with a new code, sent now (the
 * list's Sent) and valid for the centre's expiry period from now; the old code stops working.
 * A pending, expired or revoked invitation can be re-sent, never an accepted one; and only
 * while it still has the code `old` read: null when it was accepted or renewed meanwhile.
 */
export async function renewInvitation(
  db: DbOrTx,
  old: typeof parentInvitations.$inferSelect,
  i: { invitationCode: string; invitedByUserId: number; at: Date },
) {
  const days = await invitationExpiryDays(db);
  const [row] = await db
    .update(parentInvitations)
    .set({
      invitationCode: i.invitationCode,
      invitedByUserId: i.invitedByUserId,
      invitedByStaffId: (await staffIdOfUser(db, i.invitedByUserId)) ?? null,
      status: 'pending',
      revokedAt: null,
      expiresAt: new Date(i.at.getTime() + days * dayMs),
      createdAt: i.at,
    })
    .where(
      and(
        eq(parentInvitations.id, old.id),
        inArray(parentInvitations.status, ['pending', 'revoked']),
        eq(parentInvitations.invitationCode, old.invitationCode),
      ),
    )
    .returning();
  return row ?? null;
}

/** 'First Last' of an invitation's child, for the e-mail; null without one. */
export async function childNameOf(db: DbOrTx, childId: number | null): Promise<string | null> {
  if (childId === null) return null;
  const [row] = await db
    .select({ name: sql<string>`${children.firstName} || ' ' || ${children.lastName}` })
    .from(children)
    .where(eq(children.id, childId));
  return row?.name ?? null;
}

/**
 * Step 1 stored 'TBD' for the parent's contact; the invitation is where it is learnt.
 * Details a staff member already entered are left as they are. Returns the fields filled.
 */
export async function fillParentContact(
  db: DbOrTx,
  childId: number,
  contact: { parentEmail: string; parentPhone: string },
  at: Date,
): Promise<string[]> {
  const filled: string[] = [];
  for (const field of ['parentEmail', 'parentPhone'] as const) {
    const rows = await db
      .update(children)
      .set({ [field]: contact[field], updatedAt: at })
      .where(
        and(
          eq(children.id, childId),
          eq(children[field], parentPlaceholder),
          isNull(children.removedAt),
        ),
      )
      .returning({ id: children.id });
    if (rows.length > 0) filled.push(field);
  }
  return filled;
}
