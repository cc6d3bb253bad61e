import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import type { moods } from '../../../contract/enums.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/** The stored mood words as the reader says them. */
const moodLabels: Record<(typeof moods)[number], string> = {
  happy: msg('parentReports.mood.happy'),
  content: msg('parentReports.mood.content'),
  fussy: msg('parentReports.mood.fussy'),
  tired: msg('parentReports.mood.tired'),
  excited: msg('parentReports.mood.excited'),
  cranky: msg('parentReports.mood.cranky'),
};

/** Meals, Naps, Activities and Mood from the selected child's report for the centre's today. */
export function TodaysSummary({ report }: { report: DailyReportResponse | undefined }) {
  const t = useT();
  const mood = report?.mood ? moodLabels[report.mood as keyof typeof moodLabels] : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('parentDashboard.todaysSummary')}</CardTitle>
      </CardHeader>
      <CardContent>
        {report ? (
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                [msg('parentDashboard.meals'), report.meals],
                [msg('parentDashboard.naps'), report.naps],
                [msg('parentDashboard.activities'), report.activities],
                [msg('parentDashboard.mood'), mood ? t(mood) : report.mood],
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
      </CardContent>
    </Card>
  );
}
