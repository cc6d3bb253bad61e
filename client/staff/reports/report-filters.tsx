import { Download } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { maxReportDays, reportPeriods, type ReportPeriod } from '../../../contract/reports.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { useT } from '../../i18n/use-t.ts';
import { roomsQuery } from '../../lib/query-options.ts';
import { customPeriodProblem, type ReportFilters } from './queries.ts';

const periodLabels: Record<ReportPeriod, string> = {
  today: 'reports.periodToday',
  week: 'reports.periodWeek',
  month: 'reports.periodMonth',
  custom: 'reports.periodCustom',
};

/**
 * The spec's controls: the period (Today, This Week, This Month, Custom with its start and
 * end), the room (All Rooms and the centre's rooms) and Export. Changing one changes what the
 * screen fetches; Export downloads the CSV of the tab that is shown.
 */
export function ReportFiltersBar(props: {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  onExport: () => void;
  exporting: boolean;
  /** The report shown is the one the filters ask for (Export names its period). */
  canExport: boolean;
}) {
  const { filters, onChange } = props;
  const t = useT();
  const rooms = useQuery(roomsQuery());
  const problem = customPeriodProblem(filters);
  const roomOptions = [
    { value: 'all', label: t('reports.allRooms') },
    ...(rooms.data ?? []).map((room) => ({ value: room.filterKey, label: room.name })),
  ];
  const custom = filters.period === 'custom';
  return (
    <section
      aria-label={t('reports.filters')}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <LabelledSelect
        id="report-period"
        label={t('reports.period')}
        value={filters.period}
        options={reportPeriods.map((p) => ({ value: p, label: t(periodLabels[p]) }))}
        onChange={(period) => onChange({ ...filters, period })}
        className="space-y-1 sm:w-44"
      />
      {custom ? (
        <>
          <div className="space-y-1 sm:w-44">
            <Label htmlFor="report-start">{t('reports.startDate')}</Label>
            <Input
              id="report-start"
              type="date"
              value={filters.start}
              max={filters.end || undefined}
              aria-invalid={problem !== null}
              aria-describedby={problem ? 'report-period-problem' : undefined}
              onChange={(event) => onChange({ ...filters, start: event.target.value })}
            />
          </div>
          <div className="space-y-1 sm:w-44">
            <Label htmlFor="report-end">{t('reports.endDate')}</Label>
            <Input
              id="report-end"
              type="date"
              value={filters.end}
              min={filters.start || undefined}
              aria-invalid={problem !== null}
              aria-describedby={problem ? 'report-period-problem' : undefined}
              onChange={(event) => onChange({ ...filters, end: event.target.value })}
            />
          </div>
        </>
      ) : null}
      <LabelledSelect
        id="report-room"
        label={t('reports.room')}
        value={filters.room}
        options={roomOptions}
        onChange={(room) => onChange({ ...filters, room })}
        className="space-y-1 sm:w-48"
      />
      <Button
        variant="outline"
        onClick={props.onExport}
        disabled={props.exporting || !props.canExport || problem !== null}
        className="sm:ml-auto"
      >
        <Download aria-hidden="true" />
        {props.exporting ? t('reports.exporting') : t('reports.export')}
      </Button>
      {problem ? (
        <p id="report-period-problem" role="alert" className="w-full text-sm text-red-800">
          {t(problem, { max: maxReportDays })}
        </p>
      ) : null}
    </section>
  );
}
