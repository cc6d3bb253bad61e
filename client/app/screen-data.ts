import type { MeResponse } from '../../contract/auth.ts';
import { meQueryKey, queryClient } from '../lib/query-client.ts';
import { type Portal, portalOfUser } from '../lib/session.ts';

/** Asks for one answer into the cache if it is not there yet (`ensureQueryData`). */
type Ensure = (client: typeof queryClient) => Promise<unknown>;

/**
 * A route loader that gets the answers a screen would otherwise move under the reader for
 * (the dashboard's ratio alert, above its cards), asked beside the screen's own chunk. After a
 * sign-in inside the app, the screen then shows with them instead of shifting down when they
 * arrive. Only for someone of `portal` already known to be signed in: a signed-out visit asks
 * nothing (decision 027), and a full page load has them in the page (decision 029). A failed
 * answer is the screen's to show, never the route's error.
 */
export function screenData(portal: Portal, ...answers: Ensure[]) {
  return async () => {
    const me = queryClient.getQueryData<MeResponse | null>(meQueryKey);
    if (!me || portalOfUser(me) !== portal) return null;
    await Promise.all(answers.map((ensure) => ensure(queryClient).catch(() => undefined)));
    return null;
  };
}
