import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceActions } from '../../db/schema/index.ts';

// A check-in or check-out queued on a device while offline carries its own id (decision
// 028): these keep which request recorded it, so one sent twice is recorded once.

/**
 * Claims a device's action id for this request. Null when it is new (record the action);
 * else the earlier claim: the action arrived before and was recorded, or is being recorded
 * by a request still running — the primary key makes the later one wait for it.
 */
export async function claimAction(
  tx: DbOrTx,
  clientActionId: string,
  userId: number,
  happenedAt: Date,
  receivedAt: Date,
) {
  const [claimed] = await tx
    .insert(attendanceActions)
    .values({ clientActionId, userId, happenedAt, receivedAt })
    .onConflictDoNothing()
    .returning({ id: attendanceActions.clientActionId });
  if (claimed) return null;
  const [prior] = await tx
    .select({ userId: attendanceActions.userId, attendanceId: attendanceActions.attendanceId })
    .from(attendanceActions)
    .where(eq(attendanceActions.clientActionId, clientActionId));
  return prior ?? { userId: -1, attendanceId: null };
}

/** The record the action made, for its replays. */
export async function settleAction(tx: DbOrTx, clientActionId: string, attendanceId: number) {
  await tx
    .update(attendanceActions)
    .set({ attendanceId })
    .where(eq(attendanceActions.clientActionId, clientActionId));
}
