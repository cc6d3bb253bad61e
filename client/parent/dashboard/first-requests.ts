import { queryClient } from '../../lib/query-client.ts';
import {
  childDailyReportsQuery,
  childDayActivitiesQuery,
  childrenQuery,
} from '../../lib/query-options.ts';
import { unreadCountQuery } from '../../lib/notifications.ts';
import { settingsQuery } from '../../lib/settings.ts';
import { parentOverviewQuery } from './queries.ts';

/**
 * The parent dashboard's first requests, started by its route loader beside the screen's
 * chunk once the session says a parent is signed in (decision 054). On the home view (no
 * ?view=) it waits for the family and the overview, which decide the whole screen, and starts
 * the chosen child's day (?child=, else the first child, as the screen chooses). A failed
 * answer is the screen's to show.
 */
export async function startFirstRequests(url: URL): Promise<void> {
  const quiet = <T>(asked: Promise<T>) => asked.catch(() => undefined);
  void quiet(queryClient.prefetchQuery(settingsQuery()));
  void quiet(queryClient.prefetchQuery(unreadCountQuery()));
  if (url.searchParams.has('view')) return;
  const [children, overview] = await Promise.all([
    quiet(queryClient.ensureQueryData(childrenQuery())),
    quiet(queryClient.ensureQueryData(parentOverviewQuery())),
  ]);
  const requested = Number(url.searchParams.get('child'));
  const child = children?.find((c) => c.id === requested) ?? children?.[0];
  if (!child) return;
  void quiet(queryClient.prefetchQuery(childDailyReportsQuery(child.id)));
  if (overview?.today)
    void quiet(queryClient.prefetchQuery(childDayActivitiesQuery(child.id, overview.today)));
}
