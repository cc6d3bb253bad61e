import type { ReportPeriod, ReportSummaryResponse } from '../../../contract/reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ReportRange } from './report-period.ts';
import {
  attendanceCounts,
  enrolledChildCount,
  incidentsPerWeek,
  recentActivities,
  recentIncidents,
  recordCounts,
  type ReportScope,
  staffSummary,
} from './reports-queries.ts';

/** The spec's list lengths. */
export const recentIncidentCount = 5;
export const recentActivityCount = 10;
export const staffSummaryCount = 5;

export type ResolvedScope = {
  today: string;
  timeZone: string;
  range: ReportRange;
  room: { id: number; name: string } | null;
};

/** The days of attendance that have begun: the range, cut at the centre's today. */
export const attendanceUpTo = (scope: ResolvedScope) =>
  scope.range.end < scope.today ? scope.range.end : scope.today;

export const queryScope = (scope: ResolvedScope): ReportScope => ({
  range: scope.range,
  timeZone: scope.timeZone,
  roomId: scope.room?.id ?? null,
});

/** Everything the reports screen shows for one period and room. */
export async function reportSummary(
  db: DbOrTx,
  scope: ResolvedScope & { period: ReportPeriod; roomKey: string },
): Promise<ReportSummaryResponse> {
  const q = queryScope(scope);
  const upTo = attendanceUpTo(scope);
  // A period wholly in the future has no attendance yet; its children are today's.
  const asOf = upTo < scope.range.start ? scope.today : upTo;
  const [totalChildren, attendance, counts, perWeek, incidents, activities, staff] =
    await Promise.all([
      enrolledChildCount(db, q, asOf),
      attendanceCounts(db, q, upTo),
      recordCounts(db, q),
      incidentsPerWeek(db, q),
      recentIncidents(db, q, recentIncidentCount),
      recentActivities(db, q, recentActivityCount),
      staffSummary(db, { ...q, roomName: scope.room?.name ?? null }, staffSummaryCount),
    ]);
  return {
    period: scope.period,
    start: scope.range.start,
    end: scope.range.end,
    room: scope.roomKey,
    tiles: {
      totalChildren,
      attendanceRate: attendance.all.percent,
      incidents: counts.incidents,
      activities: counts.activities,
    },
    attendance: { days: attendance.days, rooms: attendance.rooms },
    incidentsPerWeek: perWeek,
    recentIncidents: incidents,
    recentActivities: activities,
    staffSummary: staff.rows,
    staffTotal: staff.total,
  };
}
