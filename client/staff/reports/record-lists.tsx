import type { ReactNode } from 'react';
import type { ReportActivity, ReportIncident } from '../../../contract/reports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { TableOrCards } from '../../components/ui/table-or-cards.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { EmptyText } from './empty-text.tsx';

const cell = 'px-3 py-2 text-left align-top';

type Column<R> = { header: string; value: (row: R) => ReactNode };

/** Rows as a table from tablet width, as cards below it (390 px phones). */
function RecordList<R extends { id: number }>(props: {
  title: string;
  rows: readonly R[];
  columns: Column<R>[];
  /** The card's heading: what the row is about. */
  heading: (row: R) => string;
}) {
  const { title, rows, columns } = props;
  return (
    <TableOrCards
      table={
        // Scrolls sideways where the column is narrow: focusable and named so keyboards can too.
        <div
          role="region"
          aria-label={title}
          tabIndex={0}
          className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={cell}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100">
                  {columns.map((c) => (
                    <td key={c.header} className={`${cell} break-words`}>
                      {c.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
      cards={
        <ul aria-label={title} className="space-y-2">
          {rows.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium break-words text-slate-900">{props.heading(row)}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {columns.map((c) => (
                  <div key={c.header} className="contents">
                    <dt className="text-slate-600">{c.header}</dt>
                    <dd className="min-w-0 break-words text-slate-900">{c.value(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** The period's last 5 incidents, newest first. */
export function RecentIncidents({ incidents }: { incidents: readonly ReportIncident[] }) {
  const t = useT();
  if (incidents.length === 0) return <EmptyText text={t('reports.noIncidents')} />;
  return (
    <RecordList
      title={t('reports.recentIncidents')}
      rows={incidents}
      heading={(i) => i.childName}
      columns={[
        { header: t('reports.col.date'), value: (i) => `${formatCalendarDay(i.date)} ${i.time}` },
        { header: t('reports.col.child'), value: (i) => i.childName },
        { header: t('reports.col.room'), value: (i) => i.room },
        { header: t('reports.col.description'), value: (i) => i.description },
        {
          header: t('reports.col.status'),
          value: (i) => (
            <Badge variant={i.parentNotified ? 'success' : 'warning'}>
              {i.parentNotified ? t('reports.resolved') : t('reports.pending')}
            </Badge>
          ),
        },
      ]}
    />
  );
}

/** The period's last 10 activities, newest first. */
export function RecentActivities({ activities }: { activities: readonly ReportActivity[] }) {
  const t = useT();
  if (activities.length === 0) return <EmptyText text={t('reports.noActivities')} />;
  return (
    <RecordList
      title={t('reports.recentActivities')}
      rows={activities}
      heading={(a) => a.activity}
      columns={[
        { header: t('reports.col.date'), value: (a) => formatCalendarDay(a.date) },
        { header: t('reports.col.child'), value: (a) => a.childName },
        { header: t('reports.col.room'), value: (a) => a.room },
        { header: t('reports.col.activity'), value: (a) => a.activity },
        { header: t('reports.col.notes'), value: (a) => a.notes },
        { header: t('reports.col.staff'), value: (a) => a.staffName ?? '' },
      ]}
    />
  );
}
