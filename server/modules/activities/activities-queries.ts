import { desc, eq } from 'drizzle-orm';
import type { ActivityResponse } from '../../../contract/activities.ts';
import type { DayRecordListQuery } from '../../../contract/daily-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { activities, children, staff } from '../../db/schema/index.ts';
import type { Principal } from '../../types.ts';
import {
  childNameSql,
  recordListConditions,
  recorderNameSql,
  staffNameSql,
} from '../daily-reports/day-records.ts';

const activityColumns = {
  id: activities.id,
  childId: activities.childId,
  childName: childNameSql,
  date: activities.date,
  activity: activities.activity,
  notes: activities.notes,
  staffId: activities.staffId,
  staffName: staffNameSql,
  recordedBy: recorderNameSql(activities.recordedByUserId),
  createdAt: activities.createdAt,
};

type ActivityRow = Omit<ActivityResponse, 'createdAt'> & { createdAt: Date };
const toResponse = (row: ActivityRow): ActivityResponse => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Activities newest first (by day, then by when they were logged). */
export async function listActivities(
  db: DbOrTx,
  principal: Principal,
  query: DayRecordListQuery,
): Promise<ActivityResponse[]> {
  const where = await recordListConditions(db, principal, activities, query);
  const rows = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(children, eq(children.id, activities.childId))
    .leftJoin(staff, eq(staff.id, activities.staffId))
    .where(where)
    .orderBy(desc(activities.date), desc(activities.createdAt), desc(activities.id))
    .limit(query.limit);
  return rows.map(toResponse);
}

export async function findActivity(db: DbOrTx, id: number): Promise<ActivityResponse> {
  const [row] = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(children, eq(children.id, activities.childId))
    .leftJoin(staff, eq(staff.id, activities.staffId))
    .where(eq(activities.id, id));
  return toResponse(row!);
}

export async function insertActivity(
  db: DbOrTx,
  values: typeof activities.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(activities).values(values).returning({ id: activities.id });
  return row!.id;
}
