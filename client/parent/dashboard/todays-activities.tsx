import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { formatTime } from '../../lib/format.ts';
import { childDayActivitiesQuery } from '../../lib/query-options.ts';

/**
 * The activities staff logged for the child on the centre's today, newest first: when, what,
 * and the notes they wrote. Beside the day's daily report in Today's Summary.
 */
export function TodaysActivities({ childId, today }: { childId: number; today: string }) {
  const t = useT();
  const activities = useQuery(childDayActivitiesQuery(childId, today));
  return (
    <section aria-labelledby="todays-activities-title" className="space-y-2">
      <h3 id="todays-activities-title" className="text-base font-semibold text-slate-900">
        {t('parentDashboard.todaysActivities')}
      </h3>
      {activities.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('parentDashboard.loadingActivities')}
        </p>
      ) : activities.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('parentDashboard.failedActivities')}
        </p>
      ) : activities.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('parentDashboard.noActivitiesToday')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {activities.data.map((a) => (
            <li key={a.id} className="flex gap-3 py-2 text-sm">
              <time dateTime={a.createdAt} className="w-20 shrink-0 text-slate-600 tabular-nums">
                {formatTime(a.createdAt)}
              </time>
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium break-words text-slate-900">{a.activity}</p>
                {a.notes ? <p className="break-words text-slate-700">{a.notes}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
