import { type AnyColumn, and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  type AttendanceQuery,
  type AttendanceResponse,
  attendanceResponse,
} from '../../../contract/attendance.ts';
import { attendanceStatuses } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { attendance, children } from '../../db/schema/index.ts';
import { localTime } from '../../lib/clock.ts';
import { accessible } from '../../access/access.ts';
import { jsonList, parseJsonList } from '../../lib/json-list.ts';
import type { Principal } from '../../types.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import { assertEnrolledChildVisible, recorderNameSql } from '../day-records/day-record-rules.ts';

type AttendanceRow = typeof attendance.$inferSelect;
/** How a check-in or check-out was recorded, as its columns keep it (decision 070). */
export type RecordedHow = {
  method: 'staff' | 'offline' | 'kiosk';
  kioskId: number | null;
  signatureFileId: number | null;
};
type CheckOutCheck =
  | 'checkOutGuardianUserId'
  | 'checkOutPickupPersonId'
  | 'checkOutPassId'
  | 'checkOutIdChecked'
  | 'checkOutApprovedByUserId';
type NamedAttendanceRow = AttendanceRow & {
  checkInRecordedBy: string | null;
  checkOutRecordedBy: string | null;
};

/** A record with the names of whoever recorded its check-in and its check-out. */
const namedRecord = {
  record: attendance,
  checkInRecordedBy: recorderNameSql(attendance.recordedByUserId),
  checkOutRecordedBy: recorderNameSql(attendance.checkOutRecordedByUserId),
};
const flatten = (r: { record: AttendanceRow } & Omit<NamedAttendanceRow, keyof AttendanceRow>) => ({
  ...r.record,
  checkInRecordedBy: r.checkInRecordedBy,
  checkOutRecordedBy: r.checkOutRecordedBy,
});

/** Stored instants become HH:MM on the centre's clock; an unknown status counts as absent. */
export function toAttendanceResponse(
  row: NamedAttendanceRow,
  timeZone: string,
): AttendanceResponse {
  const status = attendanceResponse.shape.status.safeParse(row.status);
  return {
    id: row.id,
    childId: row.childId,
    date: row.date,
    checkInTime: row.checkInAt ? localTime(row.checkInAt, timeZone) : null,
    checkOutTime: row.checkOutAt ? localTime(row.checkOutAt, timeZone) : null,
    status: status.success ? status.data : 'absent',
    checkInBy: row.checkInBy,
    checkOutBy: row.checkOutBy,
    checkInRecordedBy: row.checkInRecordedBy,
    checkOutRecordedBy: row.checkOutRecordedBy,
  };
}

/** One record by id, with its recorders' names. */
export async function findAttendanceRecord(db: DbOrTx, id: number): Promise<NamedAttendanceRow> {
  const [row] = await db.select(namedRecord).from(attendance).where(eq(attendance.id, id));
  return flatten(row!);
}

/**
 * One day's records of enrolled children the principal may see, earliest arrival first, as
 * the API answers them (the same as toAttendanceResponse), built by the database as one JSON
 * list (lib/json-list.ts): the staff dashboard's largest answer.
 */
export async function listAttendance(
  db: DbOrTx,
  principal: Principal,
  query: Required<Pick<AttendanceQuery, 'date'>> & Pick<AttendanceQuery, 'childId'>,
  timeZone: string,
): Promise<AttendanceResponse[]> {
  if (query.childId !== undefined)
    await assertEnrolledChildVisible(db, principal, 'attendance.read', query.childId);
  const clock = (at: AnyColumn) => sql`to_char(${at} at time zone ${timeZone}, 'HH24:MI')`;
  const known = sql.join(
    attendanceStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await db
    .select({
      list: jsonList(
        {
          id: attendance.id,
          childId: attendance.childId,
          date: attendance.date,
          checkInTime: clock(attendance.checkInAt),
          checkOutTime: clock(attendance.checkOutAt),
          // An unknown status counts as absent.
          status: sql`case when ${attendance.status} in (${known}) then ${attendance.status} else 'absent' end`,
          checkInBy: attendance.checkInBy,
          checkOutBy: attendance.checkOutBy,
          checkInRecordedBy: recorderNameSql(attendance.recordedByUserId),
          checkOutRecordedBy: recorderNameSql(attendance.checkOutRecordedByUserId),
        },
        [attendance.checkInAt, attendance.id],
      ),
    })
    .from(attendance)
    .innerJoin(children, eq(children.id, attendance.childId))
    .where(
      and(
        eq(attendance.date, query.date),
        enrolledChild,
        accessible(principal, 'attendance.read', attendance.childId),
        query.childId === undefined ? undefined : eq(attendance.childId, query.childId),
      ),
    );
  return parseJsonList<AttendanceResponse>(rows);
}

export async function findDayRecord(db: DbOrTx, childId: number, date: string) {
  const [row] = await db
    .select()
    .from(attendance)
    .where(and(eq(attendance.childId, childId), eq(attendance.date, date)))
    .limit(1);
  return row ?? null;
}

/**
 * Checks a child in: creates the day's record, or fills one that has no check-in yet (a
 * child marked absent who arrives after all). Null when the child is already checked in:
 * the unique (child, date) index makes that atomic, even for two clicks at once.
 */
export async function recordCheckIn(
  db: DbOrTx,
  values: {
    childId: number;
    date: string;
    at: Date;
    by: string;
    status: 'present' | 'late';
    userId: number;
    how: RecordedHow;
  },
): Promise<AttendanceRow | null> {
  const checkIn = {
    checkInAt: values.at,
    checkInBy: values.by,
    status: values.status,
    recordedByUserId: values.userId,
    checkInMethod: values.how.method,
    checkInKioskId: values.how.kioskId,
    checkInSignatureFileId: values.how.signatureFileId,
  };
  const [row] = await db
    .insert(attendance)
    .values({ childId: values.childId, date: values.date, createdAt: values.at, ...checkIn })
    .onConflictDoUpdate({
      target: [attendance.childId, attendance.date],
      set: checkIn,
      setWhere: isNull(attendance.checkInAt),
    })
    .returning();
  return row ?? null;
}

/** Checks a child out of a checked-in day; null when there is no check-in or already out. */
export async function recordCheckOut(
  db: DbOrTx,
  values: {
    childId: number;
    date: string;
    at: Date;
    by: string;
    userId: number;
    how: RecordedHow;
    /** How the collector was checked at the door (decision 065). */
    checks?: Partial<Pick<AttendanceRow, CheckOutCheck>>;
  },
): Promise<AttendanceRow | null> {
  const [row] = await db
    .update(attendance)
    .set({
      checkOutAt: values.at,
      checkOutBy: values.by,
      checkOutRecordedByUserId: values.userId,
      checkOutMethod: values.how.method,
      checkOutKioskId: values.how.kioskId,
      checkOutSignatureFileId: values.how.signatureFileId,
      ...values.checks,
    })
    .where(
      and(
        eq(attendance.childId, values.childId),
        eq(attendance.date, values.date),
        isNotNull(attendance.checkInAt),
        isNull(attendance.checkOutAt),
      ),
    )
    .returning();
  return row ?? null;
}
