import { useQuery } from '@tanstack/react-query';
import { childDailyReportsQuery, childIncidentsQuery } from '../../lib/query-options.ts';
import { DailyReportList, IncidentReportList } from './report-lists.tsx';

/** One child's daily and incident reports, side by side on wide screens. */
export function ChildReports({ childId }: { childId: number }) {
  const dailyReports = useQuery(childDailyReportsQuery(childId));
  const incidents = useQuery(childIncidentsQuery(childId));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DailyReportList state={dailyReports} />
      <IncidentReportList state={incidents} />
    </div>
  );
}
