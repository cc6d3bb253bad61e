import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { routeQuery } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { entryText } from './entry-text.ts';

/**
 * A child's entries of the day as they are logged (decision 068), for a family whose centre
 * shows them live; nothing at all when the centre shows only the reviewed report. Read again
 * every minute.
 */
export function TodaysEntries({ childId, date }: { childId: number; date: string }) {
  const t = useT();
  const entries = useQuery({
    queryKey: [...queryKeys.roomDay, 'child', childId, date],
    ...routeQuery('GET /api/room-log/entries', { query: { childId: String(childId), date } }),
    refetchInterval: 60_000,
  });
  if (!entries.data || entries.data.familyView !== 'live') return null;
  const list = [...entries.data.entries].reverse();
  return (
    <section aria-labelledby="todays-entries-title" className="space-y-2">
      <h3 id="todays-entries-title" className="text-base font-semibold text-slate-900">
        {t('roomLogDisplay.todayTitle')}
      </h3>
      {list.length === 0 ? (
        <p className="text-sm text-slate-700">{t('roomLogDisplay.nothingYet')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.map((entry) => (
            <li key={entry.id} className="flex gap-3 py-2 text-sm">
              <time
                dateTime={entry.happenedAt}
                className="w-20 shrink-0 text-slate-600 tabular-nums"
              >
                {formatTime(entry.happenedAt)}
              </time>
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium break-words text-slate-900">{entryText(entry, t)}</p>
                {entry.photoId !== null ? (
                  <p className="text-slate-700">{t('roomLogDisplay.withPhoto')}</p>
                ) : null}
                {entry.correctionReason ? (
                  <p className="break-words text-slate-700">
                    {t('roomLogDisplay.corrected', { reason: entry.correctionReason })}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
