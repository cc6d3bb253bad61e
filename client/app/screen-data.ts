import { currentUser, mayBeSignedIn } from '../lib/current-user.ts';
import { type Portal, portalOfUser } from '../lib/session.ts';

/** A screen's module of first requests, loaded beside the screen's own chunk. */
type FirstRequests = { startFirstRequests: (url: URL) => Promise<void> };

/**
 * A route loader that starts a screen's first requests beside its chunk (decision 054): as
 * soon as the session says someone of `portal` is signed in, it loads the screen's requests
 * module (the query library comes with it, never with the sign-in pages) and starts them.
 * The screen shows once what the loader waits for is in, so it does not move as those
 * answers arrive (decision 043). A signed-out visit asks nothing (decision 027), and a failed
 * answer is the screen's to show, never the route's error.
 */
export function screenData(portal: Portal, load: () => Promise<FirstRequests>) {
  return async ({ request }: { request: Request }) => {
    // The module loads while the session is asked (the page preloads it: route-preloads.ts),
    // when someone may be signed in; a visit that goes elsewhere leaves it unused.
    const loading = mayBeSignedIn() ? load() : undefined;
    loading?.catch(() => undefined);
    const me = await currentUser().catch(() => null);
    if (!me || portalOfUser(me) !== portal) return null;
    try {
      const requests = await (loading ?? load());
      await requests.startFirstRequests(new URL(request.url));
    } catch {
      // The screen asks again and shows what failed.
    }
    return null;
  };
}
