import { and, eq } from 'drizzle-orm';
import type {
  ChildEntriesResponse,
  RoomDayResponse,
  RoomLogEntryResponse,
} from '../../../contract/room-log.ts';
import type { DbOrTx } from '../../db/client.ts';
import { children } from '../../db/schema/index.ts';
import { accessible, portalOf } from '../../access/access.ts';
import { centreNow } from '../../lib/centre-time.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { Principal } from '../../types.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import { childNotFound } from '../day-records/day-record-rules.ts';
import {
  entriesOf,
  findCurrentRoom,
  findRoomLogSettings,
  roomChildren,
} from './room-log-queries.ts';

/** The start of a nap not ended since: the child is asleep. */
export function asleepSince(entries: RoomLogEntryResponse[]): string | null {
  let since: string | null = null;
  for (const entry of entries) {
    if (entry.kind === 'napStart') since = entry.happenedAt;
    else if (entry.kind === 'napEnd') since = null;
  }
  return since;
}

/** The room's children today, each with whether here now, asleep, and the day's entries. */
export async function roomDay(db: DbOrTx, roomId: number, clock: Clock): Promise<RoomDayResponse> {
  const room = await findCurrentRoom(db, roomId);
  if (!room) throw notFound('errors.roomNotFound');
  const now = await centreNow(db, clock);
  const [rows, settings] = await Promise.all([
    roomChildren(db, room.id, now.today),
    findRoomLogSettings(db),
  ]);
  const entries = await entriesOf(
    db,
    rows.map((r) => r.id),
    now.today,
  );
  return {
    roomId: room.id,
    roomName: room.name,
    date: now.today,
    settings,
    children: rows.map((row) => {
      const own = entries.filter((e) => e.childId === row.id);
      return {
        id: row.id,
        name: row.name,
        dateOfBirth: row.dateOfBirth,
        ageMonths: row.ageMonths,
        present: row.checkInAt !== null && row.checkOutAt === null,
        checkInAt: row.checkInAt?.toISOString() ?? null,
        checkOutAt: row.checkOutAt?.toISOString() ?? null,
        asleepSince: asleepSince(own),
        sentReportId: row.sentReportId,
        entries: own,
      };
    }),
  };
}

/**
 * One child's entries of a day. A family reaches only its own children (another's is the
 * same 404 as none), and reads entries only when the centre shows them live; otherwise the
 * reviewed daily report is what they get, and the list is empty.
 */
export async function childEntries(
  db: DbOrTx,
  principal: Principal,
  query: { childId: number; date?: string },
  clock: Clock,
): Promise<ChildEntriesResponse> {
  const [child] = await db
    .select({ id: children.id })
    .from(children)
    .where(
      and(
        eq(children.id, query.childId),
        enrolledChild,
        accessible(principal, 'roomLog.read', children.id),
      ),
    )
    .limit(1);
  if (!child) throw notFound(childNotFound);
  const now = await centreNow(db, clock);
  const date = query.date ?? now.today;
  if (date > now.today) throw badRequest('errors.futureDate', { date: 'errors.futureDate' });
  const { familyView } = await findRoomLogSettings(db);
  if (portalOf(principal) === 'parent' && familyView !== 'live') return { familyView, entries: [] };
  return { familyView, entries: await entriesOf(db, [child.id], date) };
}
