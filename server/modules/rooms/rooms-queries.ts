import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rooms } from '../../db/schema/index.ts';

const roomColumns = {
  id: rooms.id,
  name: rooms.name,
  shortName: rooms.shortName,
  filterKey: rooms.filterKey,
  childrenPerStaff: rooms.childrenPerStaff,
  sortOrder: rooms.sortOrder,
};

export function listRooms(db: Db) {
  return db.select(roomColumns).from(rooms).orderBy(asc(rooms.sortOrder), asc(rooms.id));
}

/** Sets the room's ratio; returns the room before and after, or null when there is none. */
export async function updateRoomRatio(db: Db, id: number, childrenPerStaff: number) {
  return db.transaction(async (tx) => {
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
  });
}
