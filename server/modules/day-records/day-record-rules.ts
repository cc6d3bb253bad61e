import { and, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayRecordListQuery } from '../../../contract/daily-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { children, staff } from '../../db/schema/index.ts';
import { accessible, type ScopedAction } from '../../access/access.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { Principal } from '../../types.ts';
import { enrolledChild } from '../children/enrolled-children.ts';

// What the records of the centre's day (attendance, daily reports, incidents, activities)
// share: who they are about, who wrote them, and how their lists are filtered.

export const childNameSql = sql<string>`${children.firstName} || ' ' || ${children.lastName}`;
/** Null when the record has no staff member (the staff table is left-joined). */
export const staffNameSql = sql<string | null>`${staff.firstName} || ' ' || ${staff.lastName}`;

/**
 * The name of the signed-in person who saved a record: their staff name, else their e-mail;
 * null for records from before this was kept.
 */
export const recorderNameSql = (recordedByUserId: AnyPgColumn) => sql<string | null>`(
  select coalesce(
    (select s.first_name || ' ' || s.last_name from staff s where s.user_id = u.id),
    u.email)
  from users u where u.id = ${recordedByUserId})`;

export const childNotFound = 'errors.childNotFound';
export const staffNotCurrent = 'errors.staffNotCurrent';

export async function findEnrolledChild(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: children.id, name: childNameSql })
    .from(children)
    .where(and(eq(children.id, id), enrolledChild))
    .limit(1);
  return row ?? null;
}

/** The actions that read the records of a child's day. */
export type DayRecordRead = Extract<
  ScopedAction,
  `${'attendance' | 'dailyReport' | 'incident' | 'activity'}.read`
>;

/**
 * For a list about one child: the child is enrolled and the principal reaches them through
 * `action` (a parent: their own), in one query; anything else is the same 404 as an id that
 * does not exist.
 */
export async function assertEnrolledChildVisible(
  db: DbOrTx,
  principal: Principal,
  action: DayRecordRead,
  id: number,
): Promise<void> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, id), enrolledChild, accessible(principal, action, children.id)))
    .limit(1);
  if (!row) throw notFound(childNotFound);
}

async function isCurrentStaff(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Checks what a new record is about before it is saved: the child is enrolled (404
 * otherwise), the staff member still works here (400), and the day is not after `today`
 * (a report or incident describes what happened). Returns the child's name for messages.
 */
export async function checkNewRecord(
  db: DbOrTx,
  target: { childId: number; staffId: number; date: string; today: string },
): Promise<{ childName: string }> {
  const child = await findEnrolledChild(db, target.childId);
  if (!child) throw notFound(childNotFound);
  if (!(await isCurrentStaff(db, target.staffId)))
    throw badRequest(staffNotCurrent, { staffId: staffNotCurrent });
  if (target.date > target.today) {
    const message = 'errors.futureDate';
    throw badRequest(message, { date: message });
  }
  return { childName: child.name };
}

/**
 * The WHERE of a record list: enrolled children the principal may see (a parent: their own,
 * in SQL), and the query's filters. A child filter naming a child the principal may not see,
 * or one that is not enrolled, is 404 like any other id.
 */
export async function recordListConditions(
  db: DbOrTx,
  principal: Principal,
  action: DayRecordRead,
  columns: { childId: AnyPgColumn; date: AnyPgColumn },
  query: Pick<DayRecordListQuery, 'childId' | 'date' | 'from' | 'to'>,
): Promise<SQL | undefined> {
  if (query.childId !== undefined)
    await assertEnrolledChildVisible(db, principal, action, query.childId);
  return and(
    enrolledChild,
    accessible(principal, action, columns.childId),
    query.childId === undefined ? undefined : eq(columns.childId, query.childId),
    query.date === undefined ? undefined : eq(columns.date, query.date),
    query.from === undefined ? undefined : gte(columns.date, query.from),
    query.to === undefined ? undefined : lte(columns.date, query.to),
  );
}
