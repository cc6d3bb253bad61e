import type { ReactNode } from 'react';
import type { ReportSummaryResponse, ReportTab } from '../../../contract/reports.ts';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { AttendancePerDayChart, AttendanceTab } from './attendance-tab.tsx';
import { ChartFigure } from './chart-figure.tsx';
import { RecentActivities, RecentIncidents } from './record-lists.tsx';
import { StaffSummary } from './staff-summary.tsx';

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="space-y-3">
      <h3 id={props.id} className="text-base font-semibold text-slate-900">
        {props.title}
      </h3>
      {props.children}
    </section>
  );
}

/** The spec's tabs: Overview, Attendance, Incidents, Activities. */
export function ReportTabs(props: {
  report: ReportSummaryResponse;
  tab: ReportTab;
  onTab: (tab: ReportTab) => void;
}) {
  const t = useT();
  const { report } = props;
  const incidents = (
    <Section id="report-incidents-title" title={t('reports.recentIncidents')}>
      <RecentIncidents incidents={report.recentIncidents} />
    </Section>
  );
  return (
    // On a phone the four tabs are wider than the screen: they scroll sideways here (arrow
    // keys reach each one), not the page.
    <div className="-m-1 overflow-x-auto p-1">
      <Tabs
        label={t('reports.tabs')}
        selected={props.tab}
        onSelect={props.onTab}
        tabs={[
          {
            id: 'overview',
            label: t('reports.tab.overview'),
            content: (
              <div className="grid gap-6 lg:grid-cols-2">
                <AttendancePerDayChart attendance={report.attendance} />
                <StaffSummary staff={report.staffSummary} total={report.staffTotal} />
                <div className="lg:col-span-2">{incidents}</div>
              </div>
            ),
          },
          {
            id: 'attendance',
            label: t('reports.tab.attendance'),
            content: <AttendanceTab attendance={report.attendance} />,
          },
          {
            id: 'incidents',
            label: t('reports.tab.incidents'),
            content: (
              <div className="space-y-6">
                <ChartFigure
                  id="incidents-per-week"
                  title={t('reports.incidentsPerWeek')}
                  bars={report.incidentsPerWeek.map((w) => ({
                    label: formatCalendarDay(w.weekStart),
                    value: w.count,
                  }))}
                  labelHeader={t('reports.col.weekOf')}
                  valueHeader={t('reports.col.incidents')}
                  colour="#b45309"
                />
                {incidents}
              </div>
            ),
          },
          {
            id: 'activities',
            label: t('reports.tab.activities'),
            content: (
              <Section id="report-activities-title" title={t('reports.recentActivities')}>
                <RecentActivities activities={report.recentActivities} />
              </Section>
            ),
          },
        ]}
      />
    </div>
  );
}
