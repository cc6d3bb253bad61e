import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** Meals, Naps, Activities and Mood from the selected child's report for the centre's today. */
export function TodaysSummary({ report }: { report: DailyReportResponse | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today&apos;s Summary</CardTitle>
      </CardHeader>
      <CardContent>
        {report ? (
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                ['Meals', report.meals],
                ['Naps', report.naps],
                ['Activities', report.activities],
                ['Mood', report.mood],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="font-medium break-words text-slate-900">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-700">No report available for today yet</p>
        )}
      </CardContent>
    </Card>
  );
}
