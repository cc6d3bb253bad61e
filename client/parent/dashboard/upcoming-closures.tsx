import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { routeQuery } from '../../lib/api.ts';
import { formatCalendarDay, formatWeekday } from '../../lib/format.ts';

/** How many closures the Daycare Status card lists: the next few are what a family plans by. */
const shown = 3;

/**
 * The days the centre opens and its next closures (decision 073), in the Daycare Status card:
 * what a family needs to plan around ("Closed: Thanksgiving, Thu, Nov 26 – Fri, Nov 27").
 * Nothing is shown while it loads or if it fails: the rest of the card stands alone.
 */
export function UpcomingClosures() {
  const t = useT();
  const calendar = useQuery({
    queryKey: ['centre', 'calendar'],
    ...routeQuery('GET /api/centre/calendar'),
  });
  if (!calendar.data) return null;
  const { openWeekdays, closures } = calendar.data;
  const next = closures.slice(0, shown);
  return (
    <>
      <p>
        {t('parentDashboard.openDays', {
          days: openWeekdays.map((day) => formatWeekday(day, 'short')).join(', '),
        })}
      </p>
      {next.length > 0 ? (
        <div className="pt-2">
          <p className="font-medium text-slate-900">{t('parentDashboard.upcomingClosures')}</p>
          <ul aria-label={t('parentDashboard.upcomingClosures')} className="space-y-0.5">
            {next.map((closure) => (
              <li key={closure.id}>
                <span className="font-medium">{closure.name}</span>
                {' · '}
                {formatCalendarDay(closure.startDate, 'weekday')}
                {closure.endDate === closure.startDate
                  ? null
                  : ` – ${formatCalendarDay(closure.endDate, 'weekday')}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
