import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { childRoomPeriods, children, rooms } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { auditBy } from '../../lib/actor.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { localDate } from '../../lib/clock.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { applyChildrenDay } from './children-day.ts';
import { lockChildAtCentre } from './child-lock.ts';

/*
 * A child's room on a day (decision 061): the period of `child_room_periods` starting latest
 * on or before that day. Attendance, ratios and reports of a past day read it, so a move counts
 * from its effective day and never rewrites the days before. the child row's `room_id` is the room
 * of the centre's today, which everything about "now" reads (lists, live ratios, cameras).
 */

/** The first period of a new child: their room from the day they are saved. */
export async function startRoomPeriod(
  tx: DbOrTx,
  child: { childId: number; roomId: number; from: string; byUserId: number | null; at: Date },
) {
  await tx.insert(childRoomPeriods).values({
    childId: child.childId,
    roomId: child.roomId,
    fromDate: child.from,
    createdByUserId: child.byUserId,
    createdAt: child.at,
  });
}

/** The child's periods, earliest first. */
function periodsOf(tx: DbOrTx, childId: number) {
  return tx
    .select({ roomId: childRoomPeriods.roomId, from: childRoomPeriods.fromDate })
    .from(childRoomPeriods)
    .where(eq(childRoomPeriods.childId, childId))
    .orderBy(asc(childRoomPeriods.fromDate));
}

/**
 * The child's periods, earliest first. A child saved without one (before periods were kept
 * and backfilled, or by a seed) first gets one: the room they are in, from the day saved.
 */
async function ensurePeriods(tx: DbOrTx, childId: number, at: Date) {
  const periods = await periodsOf(tx, childId);
  if (periods.length > 0) return periods;
  const [child] = await tx
    .select({ roomId: children.roomId, createdAt: children.createdAt })
    .from(children)
    .where(eq(children.id, childId));
  if (!child) throw new Error(`No child ${childId}`);
  const from = localDate(child.createdAt, await centreTimeZone(tx));
  await startRoomPeriod(tx, { childId, roomId: child.roomId, from, byUserId: null, at });
  return [{ roomId: child.roomId, from }];
}

/** A room children can be placed in: the centre's, and not archived (decision 060). */
export async function roomExists(tx: DbOrTx, roomId: number) {
  const [row] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), isNull(rooms.archivedAt)));
  return row !== undefined;
}

/** The first day of the child's periods: the day they joined, as far as rooms go. */
export async function firstRoomDay(tx: DbOrTx, childId: number, at: Date): Promise<string> {
  return (await ensurePeriods(tx, childId, at))[0]!.from;
}

/**
 * Puts the child in `roomId` from `from` on: periods starting on or after `from` give way
 * (the latest instruction says where the child is from that day on), the days before keep
 * their rooms. Returns the room the child was in on `from` before, and whether anything
 * changed (not when the child is in that room then and no later move was recorded).
 */
export async function placeChildFrom(
  tx: DbOrTx,
  move: { childId: number; roomId: number; from: string; byUserId: number | null; at: Date },
): Promise<{ before: number; changed: boolean }> {
  const { childId, roomId, from } = move;
  const periods = await ensurePeriods(tx, childId, move.at);
  const earlier = periods.filter((p) => p.from <= from);
  const before = earlier.at(-1)?.roomId ?? periods[0]!.roomId;
  const laterMoves = periods.filter((p) => p.from > from);
  if (before === roomId && laterMoves.length === 0) return { before, changed: false };
  await tx
    .delete(childRoomPeriods)
    .where(and(eq(childRoomPeriods.childId, childId), gte(childRoomPeriods.fromDate, from)));
  // The room of the day before: no new period when the child simply stays in it.
  const previous = periods.filter((p) => p.from < from).at(-1)?.roomId;
  if (previous !== roomId) await startRoomPeriod(tx, move);
  return { before, changed: true };
}

/** The move recorded for a day after `today`, if any: the room and its day. */
export async function nextRoomOf(tx: DbOrTx, childId: number, today: string) {
  const [row] = await tx
    .select({ room: rooms.name, from: childRoomPeriods.fromDate })
    .from(childRoomPeriods)
    .innerJoin(rooms, eq(rooms.id, childRoomPeriods.roomId))
    .where(and(eq(childRoomPeriods.childId, childId), sql`${childRoomPeriods.fromDate} > ${today}`))
    .orderBy(desc(childRoomPeriods.fromDate))
    .limit(1);
  return row ?? null;
}

export type MoveChild = {
  childId: number;
  roomId: number;
  /** The first day the child is in the new room (YYYY-MM-DD, the centre's calendar). */
  from: string;
  actor: Actor;
  /** The moment and the centre's today (centreNow). */
  now: { at: Date; today: string };
};

/**
 * Moves a child to another room from an effective day (decision 061), in the caller's
 * transaction, with its audit row: the one way a child changes room, for the move dialog
 * and for anything that moves children (a room archived). The caller proves the actor may.
 * From today or earlier, the child is in the new room at once; a later day takes effect at
 * the centre's midnight that begins it (children-day.ts). Not found (404): a child not at
 * the centre; 400: an unknown room, a day before the child joined or after their last day.
 * False when nothing changed (the child is in that room then, no later move recorded).
 */
export async function moveChildToRoom(tx: DbOrTx, move: MoveChild): Promise<boolean> {
  const { childId, roomId, from, actor, now } = move;
  if (!(await roomExists(tx, roomId)))
    throw badRequest('errors.chooseCentreRoom', { roomId: 'errors.chooseCentreRoom' });
  const child = await lockChildAtCentre(tx, childId);
  if (from < (await firstRoomDay(tx, childId, now.at)))
    throw badRequest('errors.moveBeforeStart', { from: 'errors.moveBeforeStart' });
  if (child.lastDay !== null && from > child.lastDay)
    throw badRequest('errors.moveAfterLastDay', { from: 'errors.moveAfterLastDay' });
  const { before, changed } = await placeChildFrom(tx, {
    childId,
    roomId,
    from,
    byUserId: actor.userId,
    at: now.at,
  });
  if (!changed) return false;
  await auditBy(tx, actor, {
    action: 'child.move',
    entityType: 'child',
    entityId: childId,
    details: { date: from, before: { roomId: before }, after: { roomId } },
    at: now.at,
  });
  await applyChildrenDay(tx, { today: now.today, at: now.at, childId });
  return true;
}
