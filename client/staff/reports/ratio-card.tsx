import { Download } from 'lucide-react';
import {
  type RatioDay,
  type RatioMonth,
  ratioFileName,
} from '../../../contract/licensing-reports.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { formatCalendarDay, formatMonth, formatNumber } from '../../lib/format.ts';
import { EmptyText } from './empty-text.tsx';
import { ratioExportPath, useRatioCompliance } from './licensing-queries.ts';
import { customPeriodProblem, type ReportFilters } from './queries.ts';
import { type Column, RecordList } from './record-list.tsx';

const withIds = <R,>(rows: R[]) => rows.map((row, id) => ({ ...row, id }));

/**
 * Ratio compliance for the report's period and room (issue 15, decision 032): each room's
 * months, and the days it had more children than its ratio allows, with the CSV of every day.
 */
export function RatioComplianceCard({ filters }: { filters: ReportFilters }) {
  const t = useT();
  const report = useRatioCompliance(filters);
  const { running, download } = useFileDownload();
  const data = report.data;
  const minutes = (n: number) => t('licensing.ratio.minutes', { minutes: formatNumber(n) });
  const monthColumns: Column<RatioMonth & { id: number }>[] = [
    { header: t('licensing.ratio.month'), value: (m) => formatMonth(m.month) },
    { header: t('licensing.ratio.room'), value: (m) => m.room },
    { header: t('licensing.ratio.openDays'), value: (m) => formatNumber(m.openDays) },
    { header: t('licensing.ratio.daysOutCount'), value: (m) => formatNumber(m.daysOutOfRatio) },
    { header: t('licensing.ratio.minutesOut'), value: (m) => minutes(m.minutesOutOfRatio) },
  ];
  const dayColumns: Column<RatioDay & { id: number }>[] = [
    { header: t('licensing.ratio.date'), value: (d) => formatCalendarDay(d.date) },
    { header: t('licensing.ratio.room'), value: (d) => d.room },
    {
      header: t('licensing.ratio.ratio'),
      value: (d) => t('licensing.ratio.ratioValue', { children: d.childrenPerStaff }),
    },
    { header: t('licensing.ratio.minutesOut'), value: (d) => minutes(d.minutesOutOfRatio) },
    { header: t('licensing.ratio.peakChildren'), value: (d) => formatNumber(d.peakChildren) },
    { header: t('licensing.ratio.staffShort'), value: (d) => formatNumber(d.staffShort) },
  ];
  const daysOut = data ? withIds(data.days.filter((d) => d.minutesOutOfRatio > 0)) : [];
  return (
    <Card role="region" aria-labelledby="ratio-compliance-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id="ratio-compliance-title">{t('licensing.ratio.title')}</CardTitle>
          <CardDescription>{t('licensing.ratio.description')}</CardDescription>
        </div>
        <Button
          variant="outline"
          disabled={!data || running !== null || customPeriodProblem(filters) !== null}
          onClick={() => {
            if (!data) return;
            void download(
              ratioExportPath(filters),
              ratioFileName(data.start, data.end, filters.room),
              {
                done: t('reports.exportDone'),
                failed: t('reports.exportFailed'),
              },
            );
          }}
        >
          <Download aria-hidden="true" />
          {t('licensing.ratio.export')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-6 p-3 sm:p-6" aria-busy={report.isFetching}>
        {report.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('licensing.ratio.loadFailed')}
          </p>
        ) : !data ? (
          customPeriodProblem(filters) ? null : (
            <p role="status" className="text-sm text-slate-600">
              {t('licensing.ratio.loading')}
            </p>
          )
        ) : data.days.length === 0 ? (
          <EmptyText text={t('licensing.ratio.noDays')} />
        ) : (
          <>
            <div className="space-y-2">
              <h3 className="font-semibold text-slate-900">{t('licensing.ratio.monthly')}</h3>
              <RecordList
                title={t('licensing.ratio.monthly')}
                rows={withIds(data.months)}
                columns={monthColumns}
                heading={(m) => `${formatMonth(m.month)}, ${m.room}`}
              />
            </div>
            <div className="space-y-2">
              <h3 className="font-semibold text-slate-900">{t('licensing.ratio.daysOut')}</h3>
              {daysOut.length === 0 ? (
                <EmptyText text={t('licensing.ratio.allWithin')} />
              ) : (
                <RecordList
                  title={t('licensing.ratio.daysOut')}
                  rows={daysOut}
                  columns={dayColumns}
                  heading={(d) => `${formatCalendarDay(d.date)}, ${d.room}`}
                />
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
