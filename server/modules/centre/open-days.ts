import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centreClosures, centreSettings } from '../../db/schema/index.ts';

/*
 * Which calendar days the centre is open (decision 073): one of its open weekdays and in no
 * closure. The one definition every "expected day" reads: the unexpected-absence alert, and
 * whatever else counts days children were expected.
 */

/**
 * Whether `day` (a SQL date expression: a column, a series, a parameter cast to date) is a day
 * the centre opens. Without a settings row (a centre not set up yet), Monday–Friday.
 */
export function openOn(day: SQL): SQL<boolean> {
  return sql<boolean>`(extract(isodow from ${day})::int = any(coalesce(
      (select ${centreSettings.openWeekdays} from ${centreSettings} where ${centreSettings.id} = 1),
      '{1,2,3,4,5}'::integer[]))
    and not exists (select 1 from ${centreClosures} cc
      where ${day} between cc.start_date and cc.end_date))`;
}

/** Whether the centre opens on the calendar day `day` (YYYY-MM-DD on its clock). */
export async function isOpenDay(db: DbOrTx, day: string): Promise<boolean> {
  const [row] = await db.select({ open: openOn(sql`${day}::date`) }).from(sql`(select 1) one`);
  return row?.open === true;
}

/** The open weekdays, Monday first. */
export async function openWeekdays(db: DbOrTx): Promise<number[]> {
  const [row] = await db
    .select({ days: centreSettings.openWeekdays })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return row?.days ?? [1, 2, 3, 4, 5];
}
