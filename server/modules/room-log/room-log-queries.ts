import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  RoomLogEntryResponse,
  RoomLogKind,
  RoomLogSettings,
} from '../../../contract/room-log.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  attendance,
  children,
  dailyReports,
  galleryPhotoChildren,
  roomDayReviews,
  roomLogEntries,
  roomLogGroups,
  roomLogSettings,
  rooms,
  staff,
} from '../../db/schema/index.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import { ageMonthsSql } from '../milestones/catalogue-columns.ts';
import { childNameSql, recorderNameSql } from '../day-records/day-record-rules.ts';

export const defaultRoomLogSettings: RoomLogSettings = {
  familyView: 'reviewed',
  bottleUnit: 'oz',
  infantSheetMonths: 18,
  autoSendAt: '',
  activities: [],
};

/** The centre's choices for the room's day (the defaults until a director saves them). */
export async function findRoomLogSettings(db: DbOrTx): Promise<RoomLogSettings> {
  const [row] = await db
    .select({
      familyView: roomLogSettings.familyView,
      bottleUnit: roomLogSettings.bottleUnit,
      infantSheetMonths: roomLogSettings.infantSheetMonths,
      autoSendAt: roomLogSettings.autoSendAt,
      activities: roomLogSettings.activities,
    })
    .from(roomLogSettings)
    .where(eq(roomLogSettings.id, 1));
  return row ? (row as RoomLogSettings) : defaultRoomLogSettings;
}

/** The automatic send's time and the director who saved it (its sender). */
export async function findAutoSend(db: DbOrTx) {
  const [row] = await db
    .select({ at: roomLogSettings.autoSendAt, byUserId: roomLogSettings.updatedByUserId })
    .from(roomLogSettings)
    .where(eq(roomLogSettings.id, 1));
  return row ?? { at: '', byUserId: null };
}

export async function saveRoomLogSettings(
  db: DbOrTx,
  values: RoomLogSettings,
  byUserId: number,
  at: Date,
) {
  const set = { ...values, updatedByUserId: byUserId, updatedAt: at };
  await db
    .insert(roomLogSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: roomLogSettings.id, set });
}

/**
 * Enrolled children with standing entries on `date` and no report of that day yet (neither
 * sent from the room's day nor written in the Daily Report dialog): the automatic send's list.
 */
export async function childrenAwaitingReport(db: DbOrTx, date: string) {
  return db
    .select({ id: children.id, ageMonths: ageMonthsSql(children.dateOfBirth, date) })
    .from(children)
    .where(
      and(
        enrolledChild,
        sql`exists (select 1 from ${roomLogEntries} where ${roomLogEntries.childId} = ${children.id}
              and ${roomLogEntries.date} = ${date} and ${entryStands})`,
        sql`not exists (select 1 from ${roomDayReviews} r where r.child_id = ${children.id}
              and r.date = ${date})`,
        sql`not exists (select 1 from ${dailyReports} d where d.child_id = ${children.id}
              and d.date = ${date})`,
      ),
    )
    .orderBy(asc(children.id));
}

/** An entry still in the day: not undone, and not replaced by a correction standing itself. */
export const entryStands = and(
  isNull(roomLogEntries.undoneAt),
  sql`not exists (select 1 from room_log_entries c
    where c.corrects_entry_id = ${roomLogEntries.id} and c.undone_at is null)`,
);

const entryColumns = {
  id: roomLogEntries.id,
  groupId: roomLogEntries.groupId,
  childId: roomLogEntries.childId,
  kind: roomLogEntries.kind,
  happenedAt: roomLogEntries.happenedAt,
  text: roomLogEntries.text,
  choice: roomLogEntries.choice,
  amount: roomLogEntries.amount,
  unit: roomLogEntries.unit,
  photoId: roomLogEntries.photoId,
  correctsEntryId: roomLogEntries.correctsEntryId,
  correctionReason: roomLogEntries.correctionReason,
  recordedByUserId: roomLogEntries.recordedByUserId,
  recordedBy: recorderNameSql(roomLogEntries.recordedByUserId),
};

type EntryRow = {
  id: number;
  groupId: number;
  childId: number;
  kind: string;
  happenedAt: Date;
  text: string;
  choice: string;
  amount: string | null;
  unit: string;
  photoId: number | null;
  correctsEntryId: number | null;
  correctionReason: string;
  recordedByUserId: number;
  recordedBy: string | null;
};

function toEntry(row: EntryRow): RoomLogEntryResponse {
  return {
    ...row,
    kind: row.kind as RoomLogKind,
    happenedAt: row.happenedAt.toISOString(),
    amount: row.amount === null ? null : Number(row.amount),
  };
}

/** The standing entries of some children on a day, in the order they happened. */
export async function entriesOf(
  db: DbOrTx,
  childIds: number[],
  date: string,
): Promise<RoomLogEntryResponse[]> {
  if (childIds.length === 0) return [];
  const rows = await db
    .select(entryColumns)
    .from(roomLogEntries)
    .where(
      and(inArray(roomLogEntries.childId, childIds), eq(roomLogEntries.date, date), entryStands),
    )
    .orderBy(asc(roomLogEntries.happenedAt), asc(roomLogEntries.id));
  return rows.map(toEntry);
}

/** The entries one logged event made (undone or not), by child. */
export async function entriesOfGroup(db: DbOrTx, groupId: number) {
  const rows = await db
    .select(entryColumns)
    .from(roomLogEntries)
    .where(eq(roomLogEntries.groupId, groupId))
    .orderBy(asc(roomLogEntries.id));
  return rows.map(toEntry);
}

export async function findEntry(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...entryColumns, date: roomLogEntries.date, undoneAt: roomLogEntries.undoneAt })
    .from(roomLogEntries)
    .where(eq(roomLogEntries.id, id))
    .limit(1);
  return row ? { ...toEntry(row), date: row.date, undone: row.undoneAt !== null } : undefined;
}

/**
 * Claims the device's id for a logged event. The new group's id, or null when the id was
 * claimed before (by this request's twin: the unique index makes it wait for that one).
 */
export async function claimGroup(
  tx: DbOrTx,
  values: typeof roomLogGroups.$inferInsert,
): Promise<number | null> {
  const [row] = await tx
    .insert(roomLogGroups)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: roomLogGroups.id });
  return row?.id ?? null;
}

export async function findGroupByActionId(db: DbOrTx, clientActionId: string) {
  const [row] = await db
    .select()
    .from(roomLogGroups)
    .where(eq(roomLogGroups.clientActionId, clientActionId));
  return row;
}

export async function lockGroup(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(roomLogGroups).where(eq(roomLogGroups.id, id)).for('update');
  return row;
}

export async function insertEntries(tx: DbOrTx, values: (typeof roomLogEntries.$inferInsert)[]) {
  return tx.insert(roomLogEntries).values(values).returning({ id: roomLogEntries.id });
}

export async function undoGroup(tx: DbOrTx, id: number, at: Date): Promise<number> {
  await tx.update(roomLogGroups).set({ undoneAt: at }).where(eq(roomLogGroups.id, id));
  const rows = await tx
    .update(roomLogEntries)
    .set({ undoneAt: at })
    .where(and(eq(roomLogEntries.groupId, id), isNull(roomLogEntries.undoneAt)))
    .returning({ id: roomLogEntries.id });
  return rows.length;
}

/** Enrolled children among `ids`, with their names. */
export async function enrolledAmong(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: children.id, name: childNameSql })
    .from(children)
    .where(and(inArray(children.id, ids), enrolledChild));
}

export async function findCurrentRoom(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)));
  return row;
}

/** The room's enrolled children with today's arrival and departure, and the day's review. */
export async function roomChildren(db: DbOrTx, roomId: number, today: string) {
  return db
    .select({
      id: children.id,
      name: childNameSql,
      dateOfBirth: children.dateOfBirth,
      ageMonths: ageMonthsSql(children.dateOfBirth, today),
      checkInAt: attendance.checkInAt,
      checkOutAt: attendance.checkOutAt,
      sentReportId: roomDayReviews.dailyReportId,
    })
    .from(children)
    .leftJoin(attendance, and(eq(attendance.childId, children.id), eq(attendance.date, today)))
    .leftJoin(
      roomDayReviews,
      and(eq(roomDayReviews.childId, children.id), eq(roomDayReviews.date, today)),
    )
    .where(and(eq(children.roomId, roomId), enrolledChild))
    .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
}

/** The signed-in person's staff record, the staff member a sent report names. */
export async function staffIdOfUser(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.userId, userId), isNull(staff.removedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** Claims the child's day for its report: null when it was sent already. */
export async function claimReview(tx: DbOrTx, values: typeof roomDayReviews.$inferInsert) {
  const [row] = await tx
    .insert(roomDayReviews)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: roomDayReviews.id });
  return row?.id ?? null;
}

export async function settleReview(tx: DbOrTx, id: number, dailyReportId: number) {
  await tx.update(roomDayReviews).set({ dailyReportId }).where(eq(roomDayReviews.id, id));
}

/** Whether gallery photo `photoId` exists and names every one of `childIds`. */
export async function photoOfChildren(db: DbOrTx, photoId: number, childIds: number[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(galleryPhotoChildren)
    .where(
      and(
        eq(galleryPhotoChildren.photoId, photoId),
        inArray(galleryPhotoChildren.childId, childIds),
      ),
    );
  return row!.n === new Set(childIds).size;
}
