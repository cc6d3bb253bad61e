import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import { dailyReports } from '../../db/schema/index.ts';
import { dayRecordQueries } from '../day-records/day-record-queries.ts';

/** Daily reports, newest first: by day, then by when they were written. */
export const dailyReportQueries = dayRecordQueries({
  table: dailyReports,
  fields: {
    id: dailyReports.id,
    childId: dailyReports.childId,
    date: dailyReports.date,
    meals: dailyReports.meals,
    naps: dailyReports.naps,
    activities: dailyReports.activities,
    mood: dailyReports.mood,
    notes: dailyReports.notes,
    staffId: dailyReports.staffId,
    createdAt: dailyReports.createdAt,
  },
  newestFirst: [dailyReports.date, dailyReports.createdAt, dailyReports.id],
  toResponse: (row): DailyReportResponse => ({ ...row, createdAt: row.createdAt.toISOString() }),
});
