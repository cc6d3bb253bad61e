import { asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centreClosures, centreSettings } from '../../db/schema/index.ts';

const closureColumns = {
  id: centreClosures.id,
  name: centreClosures.name,
  startDate: centreClosures.startDate,
  endDate: centreClosures.endDate,
};

/** The closures ending on `from` or later (all of them without it), soonest first. */
export async function listClosures(db: DbOrTx, from?: string) {
  return db
    .select(closureColumns)
    .from(centreClosures)
    .where(from === undefined ? undefined : gte(centreClosures.endDate, from))
    .orderBy(asc(centreClosures.startDate));
}

/** The open weekdays before a change, locked until it commits (the audit's `before`). */
export async function lockOpenWeekdays(db: DbOrTx): Promise<number[]> {
  const [row] = await db
    .select({ days: centreSettings.openWeekdays })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1))
    .for('update');
  return row?.days ?? [];
}

export async function updateOpenWeekdays(db: DbOrTx, days: number[], now: Date) {
  await db
    .update(centreSettings)
    .set({ openWeekdays: days, updatedAt: now })
    .where(eq(centreSettings.id, 1));
}

/** A new closure; two sharing a day are refused by the exclusion constraint (409). */
export async function insertClosure(
  db: DbOrTx,
  closure: { name: string; startDate: string; endDate: string },
  now: Date,
) {
  const [row] = await db
    .insert(centreClosures)
    .values({ ...closure, createdAt: now })
    .returning(closureColumns);
  return row!;
}

/** The closure, locked until the change commits; undefined when there is none. */
export async function lockClosure(db: DbOrTx, id: number) {
  const [row] = await db
    .select(closureColumns)
    .from(centreClosures)
    .where(eq(centreClosures.id, id))
    .for('update');
  return row;
}

export async function deleteClosure(db: DbOrTx, id: number): Promise<void> {
  await db.delete(centreClosures).where(eq(centreClosures.id, id));
}
