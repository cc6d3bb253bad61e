import {
  type AnyColumn,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  activities,
  attendance,
  children,
  incidents,
  rooms,
  staff,
} from '../../db/schema/index.ts';
import { roomOn, withdrawnOn } from '../children/child-days.ts';
import type { ReportRange } from './report-period.ts';

/**
 * The report's numbers, counted by the database over the centre's local dates.
 *
 * Which children a report is about: never a draft (enrolment not finished: counted nowhere,
 * enrolled-children.ts). Records keep their history, so a child removed since still appears
 * in the days they were at the centre: on day d a child is enrolled when their enrolment was
 * completed on or before d (the centre's date), they were not removed by then and no
 * withdrawal keeps them away that day. A child counts in the room they were in that day
 * (decision 061: a move counts from its effective day).
 */
export type ReportScope = {
  range: ReportRange;
  timeZone: string;
  /** The room's id, or null for all rooms. */
  roomId: number | null;
};

/** Statuses that mean the child came in (spec section 3: anything else counts as absent). */
const cameIn = sql`('present', 'late')`;

const localDay = (at: SQL | typeof children.enrolmentCompletedAt, timeZone: string) =>
  sql`(${at} at time zone ${timeZone})::date`;

/** The child (joined as `children`) was enrolled on `day` (an SQL date). */
export function enrolledOn(day: SQL, timeZone: string): SQL {
  return sql`(${isNotNull(children.enrolmentCompletedAt)}
    and ${localDay(sql`${children.enrolmentCompletedAt}`, timeZone)} <= ${day}
    and ((${children.removedAt} is null and ${children.isActive})
      or ${localDay(sql`${children.removedAt}`, timeZone)} > ${day})
    and not ${withdrawnOn(children.id, day)})`;
}

/** The child's room on `day`, as SQL (an id). */
const roomOnDay = (day: SQL | AnyPgColumn) => roomOn(children.id, day);

/** A record about a child that is not a draft, in the scope's room on the record's day. */
const recordChild = (roomId: number | null, day: SQL | AnyPgColumn) =>
  and(
    isNotNull(children.enrolmentCompletedAt),
    roomId === null ? undefined : sql`${roomOnDay(day)} = ${roomId}`,
  );

const dateParam = (day: string) => sql`${day}::date`;

/** The room a spec filter key names ('infants', …), or undefined. */
export async function roomByFilterKey(db: DbOrTx, filterKey: string) {
  const [row] = await db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(eq(rooms.filterKey, filterKey));
  return row;
}

/** Enrolled children (of the room) on `day`. */
export async function enrolledChildCount(db: DbOrTx, scope: ReportScope, day: string) {
  const [row] = await db
    .select({ n: count() })
    .from(children)
    .where(
      and(
        enrolledOn(dateParam(day), scope.timeZone),
        scope.roomId === null ? undefined : sql`${roomOnDay(dateParam(day))} = ${scope.roomId}`,
      ),
    );
  return Number(row?.n ?? 0);
}

const percentSql = (present: SQL, total: SQL) =>
  sql<number>`coalesce(round(100.0 * ${present} / nullif(${total}, 0)), 0)::int`;

/**
 * Attendance on each open day of the range up to `upTo` (days the centre recorded any
 * check-in: weekends and closures are not days of absence), per day, per room, and in all:
 * child-days enrolled and child-days present, in one grouping-sets query.
 */
export async function attendanceCounts(db: DbOrTx, scope: ReportScope, upTo: string) {
  const { range, timeZone, roomId } = scope;
  const total = sql`count(${children.id})`;
  const present = sql`count(a.id)`;
  const rows = await db
    .select({
      day: sql<string | null>`d.day::text`,
      roomName: sql<string | null>`${rooms.name}`,
      filterKey: sql<string | null>`${rooms.filterKey}`,
      total: sql<number>`${total}::int`,
      present: sql<number>`${present}::int`,
      percent: percentSql(present, total),
      byDay: sql<boolean>`grouping(d.day) = 0`,
      byRoom: sql<boolean>`grouping(${rooms.id}) = 0`,
    })
    .from(
      sql`(select distinct ${attendance.date} as day from ${attendance}
        where ${attendance.date} between ${dateParam(range.start)} and ${dateParam(upTo)}) d`,
    )
    // An archived room's children have moved on: the current rooms, or the one asked for.
    .innerJoin(rooms, roomId === null ? isNull(rooms.archivedAt) : eq(rooms.id, roomId))
    .leftJoin(
      children,
      and(sql`${roomOnDay(sql`d.day`)} = ${rooms.id}`, enrolledOn(sql`d.day`, timeZone)),
    )
    .leftJoin(
      sql`${attendance} a`,
      sql`a.child_id = ${children.id} and a.date = d.day and a.status in ${cameIn}`,
    )
    .groupBy(
      sql`grouping sets ((d.day), (${rooms.id}, ${rooms.name}, ${rooms.filterKey}, ${rooms.sortOrder}), ())`,
    )
    .orderBy(
      sql`d.day nulls last`,
      sql`${rooms.sortOrder} nulls last`,
      sql`${rooms.id} nulls last`,
    );
  const days = [];
  const perRoom = [];
  let all = { present: 0, total: 0, percent: 0 };
  for (const r of rows) {
    const counts = { present: r.present, total: r.total, percent: r.percent };
    if (r.byDay && r.day) days.push({ date: r.day, ...counts, absent: r.total - r.present });
    else if (r.byRoom)
      perRoom.push({ room: r.roomName ?? '', filterKey: r.filterKey ?? '', ...counts });
    else all = counts;
  }
  return { days, rooms: perRoom, all };
}

const inRange = (column: typeof incidents.date | typeof activities.date, range: ReportRange) =>
  sql`${column} between ${dateParam(range.start)} and ${dateParam(range.end)}`;

const childName = sql<string>`${children.firstName} || ' ' || ${children.lastName}`;
const staffName = sql<string | null>`${staff.firstName} || ' ' || ${staff.lastName}`;

/** How many incidents and activities the scope holds. */
export async function recordCounts(db: DbOrTx, scope: ReportScope) {
  const { range, roomId } = scope;
  const [row] = await db
    .select({
      incidents: sql<number>`(${db
        .select({ n: count() })
        .from(incidents)
        .innerJoin(children, eq(children.id, incidents.childId))
        .where(and(inRange(incidents.date, range), recordChild(roomId, incidents.date)))})::int`,
      activities: sql<number>`(${db
        .select({ n: count() })
        .from(activities)
        .innerJoin(children, eq(children.id, activities.childId))
        .where(and(inRange(activities.date, range), recordChild(roomId, activities.date)))})::int`,
    })
    .from(sql`(select 1) as one`);
  return { incidents: Number(row?.incidents ?? 0), activities: Number(row?.activities ?? 0) };
}

/** Incidents per week (weeks start on Monday), every week the range touches. */
export async function incidentsPerWeek(db: DbOrTx, scope: ReportScope) {
  const { range, roomId } = scope;
  const perWeek = db
    .select({
      week: sql<string>`date_trunc('week', ${incidents.date})::date`.as('week'),
      n: count().as('n'),
    })
    .from(incidents)
    .innerJoin(children, eq(children.id, incidents.childId))
    .where(and(inRange(incidents.date, range), recordChild(roomId, incidents.date)))
    .groupBy(sql`1`)
    .as('per_week');
  const rows = await db
    .select({
      weekStart: sql<string>`w.ws::date::text`,
      count: sql<number>`coalesce(${perWeek.n}, 0)::int`,
    })
    .from(
      sql`generate_series(date_trunc('week', ${dateParam(range.start)}),
        ${dateParam(range.end)}, interval '1 week') as w(ws)`,
    )
    .leftJoin(perWeek, sql`per_week.week = w.ws::date`)
    .orderBy(sql`w.ws`);
  return rows;
}

const incidentFields = {
  id: incidents.id,
  date: incidents.date,
  time: sql<string>`to_char(${incidents.time}, 'HH24:MI')`,
  childName,
  room: rooms.name,
  description: incidents.description,
  actionTaken: incidents.actionTaken,
  staffName,
  parentNotified: incidents.parentNotified,
};

/** Incidents of the scope, newest first; `limit` of them, or those of one window in order. */
function incidentRows(db: DbOrTx, scope: ReportScope) {
  return db
    .select(incidentFields)
    .from(incidents)
    .innerJoin(children, eq(children.id, incidents.childId))
    .innerJoin(rooms, eq(rooms.id, roomOnDay(incidents.date)))
    .leftJoin(staff, eq(staff.id, incidents.staffId))
    .where(and(inRange(incidents.date, scope.range), recordChild(scope.roomId, incidents.date)))
    .$dynamic();
}

export const recentIncidents = (db: DbOrTx, scope: ReportScope, limit: number) =>
  incidentRows(db, scope)
    .orderBy(desc(incidents.date), desc(incidents.time), desc(incidents.id))
    .limit(limit);

export const incidentsInOrder = (db: DbOrTx, scope: ReportScope) =>
  incidentRows(db, scope).orderBy(asc(incidents.date), asc(incidents.time), asc(incidents.id));

const activityFields = {
  id: activities.id,
  date: activities.date,
  childName,
  room: rooms.name,
  activity: activities.activity,
  notes: activities.notes,
  staffName,
};

function activityRows(db: DbOrTx, scope: ReportScope) {
  return db
    .select(activityFields)
    .from(activities)
    .innerJoin(children, eq(children.id, activities.childId))
    .innerJoin(rooms, eq(rooms.id, roomOnDay(activities.date)))
    .leftJoin(staff, eq(staff.id, activities.staffId))
    .where(and(inRange(activities.date, scope.range), recordChild(scope.roomId, activities.date)))
    .$dynamic();
}

export const recentActivities = (db: DbOrTx, scope: ReportScope, limit: number) =>
  activityRows(db, scope)
    .orderBy(desc(activities.date), desc(activities.createdAt), desc(activities.id))
    .limit(limit);

export const activitiesInOrder = (db: DbOrTx, scope: ReportScope) =>
  activityRows(db, scope).orderBy(
    asc(activities.date),
    asc(activities.createdAt),
    asc(activities.id),
  );

/**
 * Current staff (of the room: their room label is its name), those who recorded most in the
 * range first (activities, incidents and daily reports naming them), then by name; and how
 * many there are.
 */
export async function staffSummary(
  db: DbOrTx,
  scope: ReportScope & { roomName: string | null },
  limit: number,
) {
  const { range, roomName } = scope;
  const where = and(
    isNull(staff.removedAt),
    roomName === null ? undefined : eq(staff.room, roomName),
  );
  const between = sql`between ${dateParam(range.start)} and ${dateParam(range.end)}`;
  // Records about drafts are in no count.
  const recordsIn = (table: 'activities' | 'incidents' | 'daily_reports') =>
    sql`(select count(*) from ${sql.raw(table)} r join children c on c.id = r.child_id
      where r.staff_id = ${staff.id} and c.enrolment_completed_at is not null and r.date ${between})`;
  const records = sql<number>`(${recordsIn('activities')} + ${recordsIn('incidents')}
    + ${recordsIn('daily_reports')})::int`;
  const rows = await db
    .select({
      id: staff.id,
      name: sql<string>`${staff.firstName} || ' ' || ${staff.lastName}`,
      role: staff.role,
      room: staff.room,
      isOnDuty: staff.isOnDuty,
      recordsInPeriod: records,
    })
    .from(staff)
    .where(where)
    .orderBy(sql`${records} desc`, asc(staff.lastName), asc(staff.firstName), asc(staff.id))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(staff).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * One row per child per day they came in (present or late) in the window, as the attendance
 * CSV lists them: by day, room, then name. Times are the centre's wall clock.
 */
export function attendanceRowsInOrder(db: DbOrTx, scope: ReportScope) {
  const { range, timeZone, roomId } = scope;
  const clock = (at: AnyColumn) =>
    sql<string | null>`to_char(${at} at time zone ${timeZone}, 'HH24:MI')`;
  return db
    .select({
      date: attendance.date,
      firstName: children.firstName,
      lastName: children.lastName,
      room: rooms.name,
      status: attendance.status,
      checkIn: clock(attendance.checkInAt),
      checkOut: clock(attendance.checkOutAt),
      checkInBy: attendance.checkInBy,
      checkOutBy: attendance.checkOutBy,
    })
    .from(attendance)
    .innerJoin(children, eq(children.id, attendance.childId))
    .innerJoin(rooms, eq(rooms.id, roomOnDay(attendance.date)))
    .where(
      and(
        sql`${attendance.date} between ${dateParam(range.start)} and ${dateParam(range.end)}`,
        sql`${attendance.status} in ${cameIn}`,
        enrolledOn(sql`${attendance.date}`, timeZone),
        roomId === null ? undefined : sql`${roomOnDay(attendance.date)} = ${roomId}`,
      ),
    )
    .orderBy(
      asc(attendance.date),
      asc(rooms.sortOrder),
      asc(children.lastName),
      asc(children.firstName),
      asc(children.id),
    );
}
