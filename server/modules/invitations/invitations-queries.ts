import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { centreSettings, children, parentInvitations, staff } from '../../db/schema/index.ts';
import { parentPlaceholder } from '../../../contract/children.ts';

/** The staff record of a signed-in user, if they have one (a director may not). */
export async function staffIdOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/** How long an invitation stays valid: the centre's setting (default 14 days). */
export async function invitationExpiryDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ days: centreSettings.invitationExpiryDays })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return row?.days ?? 14;
}

export type NewInvitation = typeof parentInvitations.$inferInsert;

export async function insertInvitation(db: Pick<Db, 'insert'>, values: NewInvitation) {
  const [row] = await db.insert(parentInvitations).values(values).returning();
  return row!;
}

/**
 * Step 1 stored 'TBD' for the parent's contact; the invitation is where it is learnt.
 * Details a staff member already entered are left as they are. Returns the fields filled.
 */
export async function fillParentContact(
  db: Db,
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
