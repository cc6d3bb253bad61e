import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { RecordingMethod, SignInSheetRow } from '../../../contract/licensing-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { attendance, children, rooms } from '../../db/schema/index.ts';
import { roomOn } from '../children/child-days.ts';
import { enrolledOn } from './reports-queries.ts';
import { recorderNameSql } from '../day-records/day-record-rules.ts';

/**
 * The licensing sign-in/out sheet of one day: every child enrolled in the room that day, and
 * any other child checked in there (a child in the building is on the sheet whatever their
 * enrolment says), with check-in and check-out times on the centre's clock and who dropped
 * off and picked up. By room, then the child's name.
 */
export async function signInSheetRows(
  db: DbOrTx,
  scope: { date: string; timeZone: string; roomId: number | null },
) {
  const { date, timeZone, roomId } = scope;
  const clock = (at: typeof attendance.checkInAt | typeof attendance.checkOutAt) =>
    sql<string | null>`to_char(${at} at time zone ${timeZone}, 'HH24:MI')`;
  // The room the child was in that day (decision 061).
  const roomThatDay = roomOn(children.id, sql`${date}::date`);
  const rows = await db
    .select({
      roomId: roomThatDay,
      childId: children.id,
      childName: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      status: attendance.status,
      checkIn: clock(attendance.checkInAt),
      droppedOffBy: attendance.checkInBy,
      checkOut: clock(attendance.checkOutAt),
      pickedUpBy: attendance.checkOutBy,
      pickUpIdChecked: attendance.checkOutIdChecked,
      pickUpApprovedBy: recorderNameSql(attendance.checkOutApprovedByUserId),
      // Records older than decision 070 were all made by staff.
      checkInMethod: sql<RecordingMethod | null>`case when ${attendance.checkInAt} is null then null
        else coalesce(${attendance.checkInMethod}, 'staff') end`,
      checkOutMethod: sql<RecordingMethod | null>`case when ${attendance.checkOutAt} is null then null
        else coalesce(${attendance.checkOutMethod}, 'staff') end`,
    })
    .from(children)
    .innerJoin(rooms, eq(rooms.id, roomThatDay))
    .leftJoin(attendance, and(eq(attendance.childId, children.id), eq(attendance.date, date)))
    .where(
      and(
        roomId === null ? undefined : sql`${roomThatDay} = ${roomId}`,
        or(enrolledOn(sql`${date}::date`, timeZone), isNotNull(attendance.id)),
      ),
    )
    .orderBy(
      asc(rooms.sortOrder),
      asc(rooms.id),
      asc(children.lastName),
      asc(children.firstName),
      asc(children.id),
    );
  return rows.map(({ status, ...row }) => ({
    ...row,
    status: (status ?? null) as SignInSheetRow['status'],
  }));
}
