import { asc, eq, isNull } from 'drizzle-orm';
import type { SignInSheetResponse } from '../../../contract/licensing-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rooms } from '../../db/schema/index.ts';
import { signInSheetRows } from './sign-in-sheet-queries.ts';

/** The day's sheet, a section per room: the chosen room, or every room in order (empty ones too). */
export async function signInSheet(
  db: DbOrTx,
  scope: {
    date: string;
    timeZone: string;
    room: { id: number; name: string } | null;
    roomKey: string;
  },
): Promise<SignInSheetResponse> {
  const roomId = scope.room?.id ?? null;
  const [roomList, rows] = await Promise.all([
    db
      .select({ id: rooms.id, room: rooms.name, filterKey: rooms.filterKey })
      .from(rooms)
      .where(roomId === null ? isNull(rooms.archivedAt) : eq(rooms.id, roomId))
      .orderBy(asc(rooms.sortOrder), asc(rooms.id)),
    signInSheetRows(db, { date: scope.date, timeZone: scope.timeZone, roomId }),
  ]);
  return {
    date: scope.date,
    room: scope.roomKey,
    rooms: roomList.map((room) => ({
      room: room.room,
      filterKey: room.filterKey,
      children: rows
        .filter((row) => row.roomId === room.id)
        .map(({ roomId: _roomId, ...child }) => child),
    })),
  };
}
