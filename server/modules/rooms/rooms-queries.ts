import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rooms } from '../../db/schema/index.ts';

const roomColumns = {
  id: rooms.id,
  name: rooms.name,
  shortName: rooms.shortName,
  filterKey: rooms.filterKey,
  childrenPerStaff: rooms.childrenPerStaff,
  sortOrder: rooms.sortOrder,
};

export function listRooms(db: DbOrTx) {
  return db.select(roomColumns).from(rooms).orderBy(asc(rooms.sortOrder), asc(rooms.id));
}

/**
 * Sets the room's ratio; returns the room before and after, or null when there is none.
 * Call it in a transaction: the row lock keeps `before` true until the change commits.
 */
export async function updateRoomRatio(tx: Tx, id: number, childrenPerStaff: number) {
  const [before] = await tx
    .select({ childrenPerStaff: rooms.childrenPerStaff })
    .from(rooms)
    .where(eq(rooms.id, id))
    .for('update');
  if (!before) return null;
  const [after] = await tx
    .update(rooms)
    .set({ childrenPerStaff })
    .where(eq(rooms.id, id))
    .returning(roomColumns);
  return { before, after: after! };
}
