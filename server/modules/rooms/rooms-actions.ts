import { and, eq, isNull, max, sql } from 'drizzle-orm';
import {
  type CreateRoomRequest,
  type UpdateRoomRequest,
  roomMessages,
} from '../../../contract/rooms.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { children, rooms, staff, staffDutyPeriods } from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { childAtCentre } from '../children/enrolled-children.ts';
import { syncDutyPeriod } from '../staff/duty-periods.ts';
import { moveRoomChildren } from './room-children-move.ts';
import { currentRoom, findRoom, listRooms, lockCurrentRooms, lockRoom } from './rooms-queries.ts';

const roomNotFound = 'errors.roomNotFound';

/**
 * A director adds a room, after the others. Its filter key is `room-<id>`: it never changes
 * with the name and never meets the spec's four (decision 060). A name another room has
 * (archived ones too, letter case ignored) loses to the unique index: 409.
 */
export async function createRoom(tx: Tx, actor: Actor, input: CreateRoomRequest, at: Date) {
  // The id first: the filter key is made from it.
  const [next] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('rooms', 'id'))::int as id`,
  );
  const id = Number(next!.id);
  const [last] = await tx
    .select({ sortOrder: max(rooms.sortOrder) })
    .from(rooms)
    .where(currentRoom);
  await tx.insert(rooms).values({
    id,
    name: input.name,
    shortName: input.name,
    filterKey: `room-${id}`,
    childrenPerStaff: input.childrenPerStaff,
    ageFromMonths: input.ageFromMonths,
    ageToMonths: input.ageToMonths,
    sortOrder: (last?.sortOrder ?? 0) + 1,
  });
  await auditBy(tx, actor, {
    action: 'room.create',
    entityType: 'room',
    entityId: id,
    details: { after: input },
    at,
  });
  return (await findRoom(tx, id))!;
}

const editable = ['name', 'ageFromMonths', 'ageToMonths', 'childrenPerStaff'] as const;

/**
 * The ratio alone (the dashboard's dialog: audited as before, from → to), or the room's
 * name, age range and ratio (Rooms settings: audited with the changed fields before and
 * after). A new name follows the room everywhere it is named: the staff placed in it and
 * their duty periods, which live ratios and ratio compliance match by name.
 */
export async function updateRoom(
  tx: Tx,
  actor: Actor,
  id: number,
  input: UpdateRoomRequest,
  at: Date,
) {
  const before = await lockRoom(tx, id);
  if (!before) throw notFound(roomNotFound);
  const changed = editable.filter(
    (field) => input[field] !== undefined && input[field] !== before[field],
  );
  const set = Object.fromEntries(changed.map((field) => [field, input[field]]));
  if (changed.length > 0) {
    await tx
      .update(rooms)
      .set({ ...set, ...(input.name !== undefined ? { shortName: input.name } : {}) })
      .where(eq(rooms.id, id));
  }
  if (input.name !== undefined && input.name !== before.name) {
    await tx.update(staff).set({ room: input.name }).where(eq(staff.room, before.name));
    await tx
      .update(staffDutyPeriods)
      .set({ room: input.name })
      .where(eq(staffDutyPeriods.room, before.name));
  }
  const ratioOnly = input.name === undefined && input.ageFromMonths === undefined;
  await auditBy(tx, actor, {
    action: ratioOnly ? 'room.ratio.update' : 'room.update',
    entityType: 'room',
    entityId: id,
    details: ratioOnly
      ? { from: before.childrenPerStaff, to: input.childrenPerStaff }
      : {
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: set,
        },
    at,
  });
  return (await findRoom(tx, id))!;
}

/**
 * One room moves to `position` (1: first; past the last: last) among the current rooms; the
 * others keep their order, numbered again 1, 2, 3… (the current rooms are locked meanwhile).
 */
export async function moveRoom(tx: Tx, actor: Actor, id: number, position: number, at: Date) {
  const current = await lockCurrentRooms(tx);
  const from = current.findIndex((room) => room.id === id);
  if (from === -1) throw notFound(roomNotFound);
  const order = current.filter((room) => room.id !== id);
  const to = Math.min(position, current.length) - 1;
  order.splice(to, 0, current[from]!);
  for (const [index, room] of order.entries())
    await tx
      .update(rooms)
      .set({ sortOrder: index + 1 })
      .where(eq(rooms.id, room.id));
  await auditBy(tx, actor, {
    action: 'room.move',
    entityType: 'room',
    entityId: id,
    details: { before: { position: from + 1 }, after: { position: to + 1 } },
    at,
  });
  return listRooms(tx);
}

/**
 * A director archives a room: it leaves pickers, filters and ratios, and whatever was
 * recorded in it keeps its name. Its children move to another current room (required when
 * it has any), its staff too (or become unplaced); the last current room stays.
 */
export async function archiveRoom(
  tx: Tx,
  actor: Actor,
  input: { id: number; moveChildrenTo: number | undefined; today: string },
  at: Date,
) {
  const { id, moveChildrenTo } = input;
  const current = await lockCurrentRooms(tx);
  const room = current.find((r) => r.id === id);
  if (!room) throw notFound(roomNotFound);
  const target = current.find((r) => r.id === moveChildrenTo && r.id !== id);
  if (moveChildrenTo !== undefined && !target)
    throw badRequest(roomMessages.chooseTarget, { moveChildrenTo: roomMessages.chooseTarget });
  if (current.length === 1) throw badRequest(roomMessages.lastRoom);
  const [placed] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(children)
    .where(and(eq(children.roomId, id), childAtCentre));
  const count = placed?.n ?? 0;
  if (count > 0 && !target)
    throw badRequest(
      roomMessages.hasChildren,
      { moveChildrenTo: { code: roomMessages.hasChildren, params: { count } } },
      { count },
    );
  const moved = target
    ? await moveRoomChildren(tx, actor, {
        fromRoomId: id,
        toRoomId: target.id,
        now: { at, today: input.today },
      })
    : [];
  await moveRoomStaff(tx, room.name, target?.name ?? null, at);
  await tx.update(rooms).set({ archivedAt: at }).where(eq(rooms.id, id));
  await auditBy(tx, actor, {
    action: 'room.archive',
    entityType: 'room',
    entityId: id,
    details: {
      before: { archived: false },
      after: { archived: true },
      ...(target ? { moveChildrenTo: target.id, childIds: moved, date: input.today } : {}),
    },
    at,
  });
  return { id, movedChildren: moved.length };
}

/** The staff placed in an archived room go with its children (or are left unplaced). */
async function moveRoomStaff(tx: Tx, from: string, to: string | null, at: Date) {
  const members = await tx
    .update(staff)
    .set({ room: to })
    .where(and(eq(staff.room, from), isNull(staff.removedAt)))
    .returning({ id: staff.id, isOnDuty: staff.isOnDuty, room: staff.room });
  for (const member of members) await syncDutyPeriod(tx, member, at);
}
