import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { moodLabel } from '../../lib/mood-labels.ts';
import { TodaysEntries } from '../../components/room-day/todays-entries.tsx';
import { TodaysActivities } from './todays-activities.tsx';

/**
 * Meals, Naps, Activities and Mood from the selected child's report for the centre's today,
 * and the activities staff logged for the child today; with the centre's choice, the room's
 * entries as they are logged (decision 068).
 */
export function TodaysSummary({
  report,
  childId,
  today,
}: {
  report: DailyReportResponse | undefined;
  childId: number;
  today: string;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('parentDashboard.todaysSummary')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {report ? (
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                [msg('parentDashboard.meals'), report.meals],
                [msg('parentDashboard.naps'), report.naps],
                [msg('parentDashboard.activities'), report.activities],
                [msg('parentDashboard.mood'), report.mood && moodLabel(report.mood)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{t(label)}</dt>
                <dd className="font-medium break-words text-slate-900">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-700">{t('parentDashboard.noReportToday')}</p>
        )}
        <TodaysEntries childId={childId} date={today} />
        <TodaysActivities childId={childId} today={today} />
      </CardContent>
    </Card>
  );
}
