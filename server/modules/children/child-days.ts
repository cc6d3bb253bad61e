import { Column, type SQL, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { childRoomPeriods, childWithdrawals, children } from '../../db/schema/index.ts';

/*
 * A child on a given day (decision 061), for whatever counts past days: reports, ratio
 * compliance, sign-in sheets. A room move counts from its effective day and a withdrawal
 * from the day after the last day; the days before keep what they were. What "today" reads
 * (lists, live ratios, cameras) is kept on the child's row: children-day.ts.
 */

type Ref = AnyPgColumn | SQL;

// A column always written with its table: Drizzle leaves a single-table select's columns
// unqualified, and "id" inside these subqueries would be their own table's.
const qualified = (ref: Ref): SQL =>
  ref instanceof Column
    ? sql`${sql.identifier(getTableName(ref.table))}.${sql.identifier(ref.name)}`
    : ref;

/**
 * The room (id) the child was in on `day`, as SQL. Before the child's first period (records
 * older than the periods kept since this release), the first period's room; a child with no
 * period at all (rows inserted without one) is in the child row's `room_id` every day.
 */
export function roomOn(child: Ref, onDay: Ref): SQL<number> {
  const childId = qualified(child);
  const day = qualified(onDay);
  return sql<number>`coalesce(
    (select p.room_id from ${childRoomPeriods} p
      where p.child_id = ${childId} and p.from_date <= ${day}
      order by p.from_date desc limit 1),
    (select p.room_id from ${childRoomPeriods} p
      where p.child_id = ${childId} order by p.from_date limit 1),
    (select ch.room_id from ${children} ch where ch.id = ${childId}))`;
}

/** The child (an id column or expression) was withdrawn, and not back yet, on `day`. */
export function withdrawnOn(child: Ref, onDay: Ref): SQL {
  const childId = qualified(child);
  const day = qualified(onDay);
  return sql`exists (select 1 from ${childWithdrawals} w
    where w.child_id = ${childId} and w.last_day < ${day}
      and (w.returned_on is null or w.returned_on > ${day}))`;
}
