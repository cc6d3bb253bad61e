import { usePagedList } from '../../lib/paged-list.ts';
import {
  childActivityPages,
  childDailyReportPages,
  childIncidentPages,
} from '../../lib/query-options.ts';
import { ActivityList, DailyReportList, IncidentReportList } from './report-lists.tsx';

/**
 * One child's daily reports with the activities staff logged beside them, then the incident
 * reports; two columns on wide screens.
 */
export function ChildReports({ childId }: { childId: number }) {
  const dailyReports = usePagedList(childDailyReportPages(childId));
  const activities = usePagedList(childActivityPages(childId));
  const incidents = usePagedList(childIncidentPages(childId));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DailyReportList state={dailyReports} />
      <ActivityList state={activities} />
      <IncidentReportList state={incidents} />
    </div>
  );
}
