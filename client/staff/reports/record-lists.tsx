import type { ReportActivity, ReportIncident } from '../../../contract/reports.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { EmptyText } from './empty-text.tsx';
import { RecordList } from './record-list.tsx';

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
