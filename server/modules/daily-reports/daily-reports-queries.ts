import { desc, eq } from 'drizzle-orm';
import type { DayRecordListQuery, DailyReportResponse } from '../../../contract/daily-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { children, dailyReports, staff } from '../../db/schema/index.ts';
import type { Principal } from '../../types.ts';
import {
  childNameSql,
  recordListConditions,
  recorderNameSql,
  staffNameSql,
} from './day-records.ts';

const reportColumns = {
  id: dailyReports.id,
  childId: dailyReports.childId,
  childName: childNameSql,
  date: dailyReports.date,
  meals: dailyReports.meals,
  naps: dailyReports.naps,
  activities: dailyReports.activities,
  mood: dailyReports.mood,
  notes: dailyReports.notes,
  staffId: dailyReports.staffId,
  staffName: staffNameSql,
  recordedBy: recorderNameSql(dailyReports.recordedByUserId),
  createdAt: dailyReports.createdAt,
};

type ReportRow = Omit<DailyReportResponse, 'createdAt'> & { createdAt: Date };
const toResponse = (row: ReportRow): DailyReportResponse => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Daily reports newest first (by day, then by when they were written). */
export async function listDailyReports(
  db: DbOrTx,
  principal: Principal,
  query: DayRecordListQuery,
): Promise<DailyReportResponse[]> {
  const where = await recordListConditions(db, principal, dailyReports, query);
  const rows = await db
    .select(reportColumns)
    .from(dailyReports)
    .innerJoin(children, eq(children.id, dailyReports.childId))
    .leftJoin(staff, eq(staff.id, dailyReports.staffId))
    .where(where)
    .orderBy(desc(dailyReports.date), desc(dailyReports.createdAt), desc(dailyReports.id))
    .limit(query.limit);
  return rows.map(toResponse);
}

export async function findDailyReport(db: DbOrTx, id: number): Promise<DailyReportResponse> {
  const [row] = await db
    .select(reportColumns)
    .from(dailyReports)
    .innerJoin(children, eq(children.id, dailyReports.childId))
    .leftJoin(staff, eq(staff.id, dailyReports.staffId))
    .where(eq(dailyReports.id, id));
  return toResponse(row!);
}

export async function insertDailyReport(
  db: DbOrTx,
  values: typeof dailyReports.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(dailyReports).values(values).returning({ id: dailyReports.id });
  return row!.id;
}
