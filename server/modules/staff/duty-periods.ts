import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffDutyPeriods } from '../../db/schema/index.ts';

/**
 * Keeps the staff member's duty history in step with their duty switch and room: closes the
 * open period when they go off duty or change rooms, opens one when they are on duty without
 * one. Call it in the transaction that changed the staff row (whose row lock orders two
 * switches of one person; the open-period unique index backs that up).
 */
export async function syncDutyPeriod(
  db: DbOrTx,
  member: { id: number; isOnDuty: boolean; room: string | null },
  at: Date,
): Promise<void> {
  const [open] = await db
    .select({ id: staffDutyPeriods.id, room: staffDutyPeriods.room })
    .from(staffDutyPeriods)
    .where(and(eq(staffDutyPeriods.staffId, member.id), isNull(staffDutyPeriods.endedAt)));
  const stillRight = open && member.isOnDuty && open.room === member.room;
  if (open && !stillRight) {
    await db.update(staffDutyPeriods).set({ endedAt: at }).where(eq(staffDutyPeriods.id, open.id));
  }
  if (member.isOnDuty && !stillRight) {
    await db
      .insert(staffDutyPeriods)
      .values({ staffId: member.id, room: member.room, startedAt: at });
  }
}
