import { usePagedList } from '../../lib/paged-list.ts';
import { childDailyReportPages, childIncidentPages } from '../../lib/query-options.ts';
import { DailyReportList, IncidentReportList } from './report-lists.tsx';

/** One child's daily and incident reports, side by side on wide screens. */
export function ChildReports({ childId }: { childId: number }) {
  const dailyReports = usePagedList(childDailyReportPages(childId));
  const incidents = usePagedList(childIncidentPages(childId));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DailyReportList state={dailyReports} />
      <IncidentReportList state={incidents} />
    </div>
  );
}
