import type { ReportSummaryResponse } from '../../../contract/reports.ts';
import { DataTable } from '../../components/ui/data-table.tsx';
import { TableOrCards } from '../../components/ui/table-or-cards.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { ChartFigure } from './chart-figure.tsx';
import { EmptyText } from './empty-text.tsx';

type Attendance = ReportSummaryResponse['attendance'];

/** Attendance per open day of the period, as a chart; the spec's empty text when none. */
export function AttendancePerDayChart({ attendance }: { attendance: Attendance }) {
  const t = useT();
  if (attendance.days.length === 0) return <EmptyText text={t('reports.noAttendance')} />;
  return (
    <ChartFigure
      id="attendance-per-day"
      title={t('reports.attendancePerDay')}
      bars={attendance.days.map((d) => ({ label: formatCalendarDay(d.date), value: d.percent }))}
      labelHeader={t('reports.col.date')}
      valueHeader={t('reports.col.percent')}
      max={100}
      unit="%"
      colour="#1d4ed8"
    />
  );
}

const cell = 'px-3 py-2 text-left';

/** The Attendance tab: per day and per room, charts and the day-by-day figures. */
export function AttendanceTab({ attendance }: { attendance: Attendance }) {
  const t = useT();
  if (attendance.days.length === 0) return <EmptyText text={t('reports.noAttendance')} />;
  const columns = [
    t('reports.col.present'),
    t('reports.col.absent'),
    t('reports.col.total'),
    t('reports.col.percent'),
  ];
  const figures = (d: Attendance['days'][number]) => [
    d.present,
    d.absent,
    d.total,
    `${d.percent}%`,
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <AttendancePerDayChart attendance={attendance} />
        <ChartFigure
          id="attendance-per-room"
          title={t('reports.attendancePerRoom')}
          bars={attendance.rooms.map((r) => ({ label: r.room, value: r.percent }))}
          labelHeader={t('reports.col.room')}
          valueHeader={t('reports.col.percent')}
          max={100}
          unit="%"
          colour="#15803d"
        />
      </div>
      <TableOrCards
        table={
          <DataTable
            caption={t('reports.attendancePerDay')}
            columns={[t('reports.col.date'), ...columns]}
            look="lined"
            headCell={cell}
          >
            {attendance.days.map((d) => (
              <tr key={d.date} className="border-b border-slate-100">
                <th scope="row" className={`${cell} font-medium`}>
                  {formatCalendarDay(d.date)}
                </th>
                {figures(d).map((value, i) => (
                  <td key={columns[i]} className={`${cell} tabular-nums`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </DataTable>
        }
        cards={
          <ul aria-label={t('reports.attendancePerDay')} className="space-y-2">
            {attendance.days.map((d) => (
              <li key={d.date} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium text-slate-900">{formatCalendarDay(d.date)}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                  {figures(d).map((value, i) => (
                    <div key={columns[i]} className="contents">
                      <dt className="text-slate-600">{columns[i]}</dt>
                      <dd className="text-slate-900 tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
