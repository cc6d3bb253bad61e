import { useQuery } from '@tanstack/react-query';
import { reportFileName } from '../../../contract/reports.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { roomsQuery } from '../../lib/query-options.ts';
import { useCan } from '../../lib/session.ts';
import { AuditLogCard } from './audit-log-card.tsx';
import { RatioComplianceCard } from './ratio-card.tsx';
import { SignInSheetCard } from './sign-in-sheet-card.tsx';
import {
  customPeriodProblem,
  type ReportFilters,
  reportExportPath,
  useReportSummary,
} from './queries.ts';
import { ReportFiltersBar } from './report-filters.tsx';
import { useReportLocation } from './report-location.ts';
import { ReportTabs } from './report-tabs.tsx';
import { ReportTiles } from './report-tiles.tsx';

/**
 * Spec 'Reports and Analytics': the period and room choose what the server counts (PRODUCT.md
 * 'Reports'); Export downloads the CSV of the tab shown, for the same period and room.
 */
export function ReportsPage() {
  const t = useT();
  const { filters, setFilters, tab, setTab } = useReportLocation();
  const report = useReportSummary(filters);
  const { running, download } = useFileDownload();
  const data = report.data;

  const changeFilters = (next: ReportFilters) => {
    // Custom starts from the period shown, so its two dates are never empty at first.
    if (next.period === 'custom' && filters.period !== 'custom' && data && !next.start)
      setFilters({ ...next, start: data.start, end: data.end });
    else setFilters(next);
  };
  const exportCsv = () => {
    if (!data || customPeriodProblem(filters)) return;
    void download(
      reportExportPath(filters, tab),
      reportFileName(tab, data.start, data.end, filters.room),
      {
        done: t('reports.exportDone'),
        failed: t('reports.exportFailed'),
      },
    );
  };
  const rooms = useQuery(roomsQuery());
  const canReadAudit = useCan('audit.read');
  const roomName =
    filters.room === 'all'
      ? t('reports.allRooms')
      : (rooms.data?.find((r) => r.filterKey === filters.room)?.name ?? filters.room);

  return (
    <div className="space-y-6">
      <PageHeader title={t('staffNav.reports.title')} description={t('reports.description')} />
      <ReportFiltersBar
        filters={filters}
        onChange={changeFilters}
        onExport={exportCsv}
        exporting={running !== null}
        canExport={data !== undefined && !report.isPlaceholderData}
      />
      {report.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('reports.loadFailed')}
        </p>
      ) : !data ? (
        customPeriodProblem(filters) ? null : (
          <p role="status" className="text-sm text-slate-600">
            {t('reports.loading')}
          </p>
        )
      ) : (
        <div className="space-y-6" aria-busy={report.isFetching}>
          <p className="text-sm text-slate-700" role="status">
            {t('reports.showing', {
              start: formatCalendarDay(data.start),
              end: formatCalendarDay(data.end),
              room: roomName,
            })}
          </p>
          <ReportTiles tiles={data.tiles} />
          <Card>
            <CardContent className="p-3 sm:p-6">
              <ReportTabs report={data} tab={tab} onTab={setTab} />
            </CardContent>
          </Card>
        </div>
      )}
      <RatioComplianceCard filters={filters} />
      <SignInSheetCard room={filters.room} />
      {canReadAudit ? <AuditLogCard /> : null}
    </div>
  );
}
