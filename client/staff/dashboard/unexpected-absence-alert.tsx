import { useQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { routeQuery } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** How often the dashboard asks again: the alert is raised by the server's clock, not a click. */
const refreshMs = 60_000;

/**
 * Children expected today who had not arrived by the centre's alert time and whose families
 * reported no absence (decision 065). A child leaves the list when checked in or reported
 * absent: both refresh the attendance queries this one sits under.
 */
export function UnexpectedAbsenceAlert() {
  const t = useT();
  const alerts = useQuery({
    queryKey: queryKeys.unexpectedAbsences,
    ...routeQuery('GET /api/unexpected-absences'),
    refetchInterval: refreshMs,
  });
  const children = alerts.data ?? [];
  if (children.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="unexpected-absence-title"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <UserX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="unexpected-absence-title" className="font-semibold">
          {t('dashboard.unexpectedAbsence.title', { count: children.length })}
        </h2>
        <p className="text-sm">{t('dashboard.unexpectedAbsence.familiesTold')}</p>
        <ul className="mt-1 text-sm">
          {children.map((c) => (
            <li key={c.childId} className="break-words">
              {t(
                c.roomName
                  ? 'dashboard.unexpectedAbsence.childInRoom'
                  : 'dashboard.unexpectedAbsence.child',
                { name: c.childName, room: c.roomName ?? '', time: formatTime(c.alertedAt) },
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
