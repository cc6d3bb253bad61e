import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { children, rooms } from '../../db/schema/index.ts';
import { childAtCentre } from '../children/enrolled-children.ts';

/** A room that has not been archived: what pickers, ratios and filters show (decision 060). */
export const currentRoom = isNull(rooms.archivedAt);

const placed = (db: DbOrTx) =>
  db
    .select({ roomId: children.roomId, n: count().as('placed_children') })
    .from(children)
    .where(childAtCentre)
    .groupBy(children.roomId)
    .as('placed');

function roomRows(db: DbOrTx) {
  const counts = placed(db);
  return db
    .select({
      id: rooms.id,
      name: rooms.name,
      shortName: rooms.shortName,
      filterKey: rooms.filterKey,
      childrenPerStaff: rooms.childrenPerStaff,
      sortOrder: rooms.sortOrder,
      ageFromMonths: rooms.ageFromMonths,
      ageToMonths: rooms.ageToMonths,
      childCount: sql<number>`coalesce(${counts.n}, 0)::int`,
    })
    .from(rooms)
    .leftJoin(counts, eq(counts.roomId, rooms.id));
}

/** The current rooms in the centre's order, each with the children placed in it. */
export function listRooms(db: DbOrTx) {
  return roomRows(db).where(currentRoom).orderBy(asc(rooms.sortOrder), asc(rooms.id));
}

/** One current room as the list shows it, or undefined. */
export async function findRoom(db: DbOrTx, id: number) {
  const [row] = await roomRows(db).where(and(eq(rooms.id, id), currentRoom));
  return row;
}

/**
 * The current room, locked for the change about to be made to it (its `before`), or
 * undefined for an archived or missing one.
 */
export async function lockRoom(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: rooms.id,
      name: rooms.name,
      ageFromMonths: rooms.ageFromMonths,
      ageToMonths: rooms.ageToMonths,
      childrenPerStaff: rooms.childrenPerStaff,
      sortOrder: rooms.sortOrder,
    })
    .from(rooms)
    .where(and(eq(rooms.id, id), currentRoom))
    .for('update');
  return row;
}

/** The current rooms' ids and names in their order, locked (a reorder or an archive). */
export function lockCurrentRooms(db: DbOrTx) {
  return db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(currentRoom)
    .orderBy(asc(rooms.sortOrder), asc(rooms.id))
    .for('update');
}

/** Whether `name` is a current room's (staff are placed in a room by its name). */
export async function isCurrentRoomName(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.name, name), currentRoom));
  return row !== undefined;
}
