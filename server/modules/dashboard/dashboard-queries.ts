import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { enrolledChild } from '../children/enrolled-children.ts';
import type { DbOrTx } from '../../db/client.ts';
import { attendance, children, incidents, rooms, staff } from '../../db/schema/index.ts';

/** Statuses that mean the child came in (spec section 3: anything else counts as absent). */
const cameIn = ['present', 'late'];

// Drafts (enrolment not finished) are in no count.
const activeChild = enrolledChild;

/**
 * The four stat-card figures for the centre's `today`, in one round trip: each figure is a
 * scalar sub-select, so the database counts and nothing is loaded into memory.
 */
export async function dashboardCounts(db: DbOrTx, today: string) {
  const [row] = await db
    .select({
      totalChildren: sql<number>`(${db.select({ n: count() }).from(children).where(activeChild)})`,
      presentToday: sql<number>`(${db
        .select({ n: count() })
        .from(attendance)
        .innerJoin(children, eq(children.id, attendance.childId))
        .where(and(eq(attendance.date, today), inArray(attendance.status, cameIn), activeChild))})`,
      staffOnDuty: sql<number>`(${db
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.isOnDuty, true), isNull(staff.removedAt)))})`,
      pendingReports: sql<number>`(${db
        .select({ n: count() })
        .from(incidents)
        .where(eq(incidents.parentNotified, false))})`,
    })
    // A one-row FROM for the four sub-selects to sit in.
    .from(sql`(select 1) as one`);
  return {
    totalChildren: Number(row?.totalChildren ?? 0),
    presentToday: Number(row?.presentToday ?? 0),
    staffOnDuty: Number(row?.staffOnDuty ?? 0),
    pendingReports: Number(row?.pendingReports ?? 0),
  };
}

/**
 * Per room, in one query: children in the building now (checked in today, not checked out,
 * whatever their enrolment says: a child in the building needs care) and on-duty staff whose
 * room label is this room's name (contract/staff.ts allows only the rooms' names).
 */
export async function roomHeadcounts(db: DbOrTx, today: string) {
  const present = db
    .select({ roomId: children.roomId, n: count().as('children_present') })
    .from(attendance)
    .innerJoin(children, eq(children.id, attendance.childId))
    .where(
      and(
        eq(attendance.date, today),
        isNotNull(attendance.checkInAt),
        isNull(attendance.checkOutAt),
      ),
    )
    .groupBy(children.roomId)
    .as('present');
  const onDuty = db
    .select({ room: staff.room, n: count().as('staff_on_duty') })
    .from(staff)
    .where(and(eq(staff.isOnDuty, true), isNull(staff.removedAt)))
    .groupBy(staff.room)
    .as('on_duty');
  const rows = await db
    .select({
      roomId: rooms.id,
      room: rooms.name,
      childrenPerStaff: rooms.childrenPerStaff,
      childrenPresent: sql<number>`coalesce(${present.n}, 0)`,
      staffOnDuty: sql<number>`coalesce(${onDuty.n}, 0)`,
    })
    .from(rooms)
    .leftJoin(present, eq(present.roomId, rooms.id))
    .leftJoin(onDuty, eq(onDuty.room, rooms.name))
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.sortOrder), asc(rooms.id));
  return rows.map((r) => ({
    ...r,
    childrenPresent: Number(r.childrenPresent),
    staffOnDuty: Number(r.staffOnDuty),
  }));
}
