import { and, desc, eq, sql } from 'drizzle-orm';
import type { WithdrawnChild } from '../../../contract/children.ts';
import type { DbOrTx } from '../../db/client.ts';
import { childWithdrawals, children, rooms } from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { childNotFound } from '../day-records/day-record-rules.ts';
import { lockChildAtCentre, openWithdrawalOf } from './child-lock.ts';
import { roomOn } from './child-days.ts';
import { firstRoomDay, placeChildFrom, roomExists } from './child-rooms.ts';
import { applyChildrenDay } from './children-day.ts';

/*
 * Withdrawal (the spec's "remove", decision 061): a last day and a reason. The child is at
 * the centre up to and including the last day; from the next day it leaves lists, ratios,
 * attendance, billing periods and camera access, and everything recorded about it stays.
 * A re-enrolment ends the withdrawal on the day the child comes back, in a room.
 */

type Now = { at: Date; today: string };

export const childAlreadyWithdrawn = 'errors.childAlreadyWithdrawn';

/**
 * Records the withdrawal, in the caller's transaction with its audit row. The last day may
 * be past (a late record), today or later, but not before the child started; `fromDelete`
 * is the spec's DELETE, whose last day is yesterday whatever the child's start.
 */
export async function withdrawChild(
  tx: DbOrTx,
  actor: Actor,
  input: { childId: number; lastDay: string; reason: string; fromDelete?: boolean },
  now: Now,
): Promise<void> {
  const { childId, lastDay, reason } = input;
  const child = await lockChildAtCentre(tx, childId);
  // A draft is discarded, not withdrawn (DELETE /api/children/drafts/:id).
  if (child.enrolmentCompletedAt === null) throw notFound(childNotFound);
  if (child.lastDay !== null) throw new HttpError(409, childAlreadyWithdrawn);
  if (!input.fromDelete) {
    const started = await startOfStay(tx, childId, now.at);
    if (lastDay < started)
      throw badRequest('errors.lastDayBeforeStart', { lastDay: 'errors.lastDayBeforeStart' });
  }
  await tx.insert(childWithdrawals).values({
    childId,
    lastDay,
    reason,
    recordedByUserId: actor.userId,
    recordedAt: now.at,
  });
  await auditBy(tx, actor, {
    action: input.fromDelete ? 'child.remove' : 'child.withdraw',
    entityType: 'child',
    entityId: childId,
    details: input.fromDelete ? { lastDay } : { lastDay, reason },
    at: now.at,
  });
  await applyChildrenDay(tx, { today: now.today, at: now.at, childId });
}

/** The first day of the child's present stay: the last return, else the day they joined. */
async function startOfStay(tx: DbOrTx, childId: number, at: Date) {
  const [returned] = await tx
    .select({ on: childWithdrawals.returnedOn })
    .from(childWithdrawals)
    .where(
      and(eq(childWithdrawals.childId, childId), sql`${childWithdrawals.returnedOn} is not null`),
    )
    .orderBy(desc(childWithdrawals.returnedOn))
    .limit(1);
  return returned?.on ?? (await firstRoomDay(tx, childId, at));
}

/**
 * Re-enrols a withdrawn child (or one whose last day is still to come, which cancels the
 * withdrawal from `from`): back in `roomId` from `from`, a day after the last day.
 */
export async function reEnrolChild(
  tx: DbOrTx,
  actor: Actor,
  input: { childId: number; roomId: number; from: string },
  now: Now,
): Promise<void> {
  const { childId, roomId, from } = input;
  const [child] = await tx
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), sql`${children.enrolmentCompletedAt} is not null`))
    .for('update');
  const open = child ? await openWithdrawalOf(tx, childId) : null;
  if (!open) throw notFound(childNotFound);
  if (!(await roomExists(tx, roomId)))
    throw badRequest('errors.chooseCentreRoom', { roomId: 'errors.chooseCentreRoom' });
  if (from <= open.lastDay)
    throw badRequest('errors.returnAfterLastDay', { from: 'errors.returnAfterLastDay' });
  await tx
    .update(childWithdrawals)
    .set({ returnedOn: from })
    .where(eq(childWithdrawals.id, open.id));
  await placeChildFrom(tx, { childId, roomId, from, byUserId: actor.userId, at: now.at });
  await auditBy(tx, actor, {
    action: 'child.reEnrol',
    entityType: 'child',
    entityId: childId,
    details: { date: from, roomId },
    at: now.at,
  });
  await applyChildrenDay(tx, { today: now.today, at: now.at, childId });
}

/**
 * Children withdrawn and away today (their last day passed), the latest last day first,
 * with the room of their last day and a return already recorded for a later day.
 */
export async function listWithdrawn(db: DbOrTx, today: string): Promise<WithdrawnChild[]> {
  const w = childWithdrawals;
  const rows = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      room: rooms.name,
      lastDay: w.lastDay,
      reason: w.reason,
      returnsOn: w.returnedOn,
    })
    .from(w)
    .innerJoin(children, eq(children.id, w.childId))
    .innerJoin(rooms, eq(rooms.id, roomOn(children.id, w.lastDay)))
    .where(
      and(
        sql`${w.lastDay} < ${today}::date`,
        sql`(${w.returnedOn} is null or ${w.returnedOn} > ${today}::date)`,
        sql`${children.enrolmentCompletedAt} is not null`,
      ),
    )
    .orderBy(desc(w.lastDay), children.lastName, children.firstName, children.id);
  return rows;
}
