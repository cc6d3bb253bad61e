import { queryClient } from '../../lib/query-client.ts';
import {
  attendanceQuery,
  childrenQuery,
  dashboardStatsQuery,
  roomRatiosQuery,
  roomsQuery,
} from '../../lib/query-options.ts';
import { unreadCountQuery } from '../../lib/notifications.ts';
import { settingsQuery } from '../../lib/settings.ts';

/**
 * The staff dashboard's first requests, started by its route loader beside the screen's
 * chunk once the session says a staff member is signed in (decision 054). The loader waits
 * for what the screen's top would shift for (the ratio alert and the stat cards, decision
 * 043); the rest is on its way and fills the cards below as it arrives. A failed answer is
 * the screen's to show.
 */
export async function startFirstRequests(): Promise<void> {
  const quiet = <T>(asked: Promise<T>) => asked.catch(() => undefined);
  void quiet(queryClient.prefetchQuery(childrenQuery()));
  void quiet(queryClient.prefetchQuery(roomsQuery()));
  void quiet(queryClient.prefetchQuery(settingsQuery()));
  void quiet(queryClient.prefetchQuery(unreadCountQuery()));
  const stats = quiet(queryClient.ensureQueryData(dashboardStatsQuery()));
  void stats.then((answer) => {
    if (answer) void quiet(queryClient.prefetchQuery(attendanceQuery(answer.date)));
  });
  await Promise.all([stats, quiet(queryClient.ensureQueryData(roomRatiosQuery()))]);
}
