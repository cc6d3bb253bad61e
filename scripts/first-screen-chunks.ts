/**
 * How the build groups the portals' first screens into chunks (decision 031).
 *
 * Left to itself the bundler makes one chunk per set of importers, so a dashboard starts with
 * fifty files of 1–2 KB (an icon, a card, a badge each). On a phone's link every file costs a
 * round trip, and a browser talks to a server over HTTP/1.1 six files at a time: the
 * dashboards waited on those round trips more than on their bytes.
 *
 * Here the modules a portal's first screen imports (its layout and its page, as
 * client/route-preloads.ts names them, and everything they import) go into one chunk per
 * portal, and the modules both portals' first screens import into one more. A module the
 * entry or a sign-in page also imports is left where the bundler puts it, so the sign-in
 * pages download nothing of the portals. Screens opened later still get their own chunks, and
 * load these groups only when they share modules with a first screen (already loaded then).
 */
import path from 'node:path';
import type { RoutePreload } from '../client/route-preloads.ts';

type ModuleInfo = { importedIds: readonly string[] };
type Context = { getModuleInfo: (id: string) => ModuleInfo | null };

type Portals = { staff: RoutePreload; parent: RoutePreload; signedOut: RoutePreload[] };

export function firstScreenChunks(clientDir: string, entry: string, portals: Portals) {
  const ids = (modules: string[]) => modules.map((m) => path.join(clientDir, m));
  let groups: Map<string, string> | undefined;

  // Every module reached from these by static imports (dynamic imports are other chunks).
  function reached(ctx: Context, roots: string[]): Set<string> {
    const seen = new Set<string>();
    const todo = [...roots];
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  }

  function assign(ctx: Context): Map<string, string> {
    const entryModules = reached(ctx, [path.join(clientDir, entry)]);
    const signIn = reached(
      ctx,
      portals.signedOut.flatMap((p) => ids(p.modules)),
    );
    const staff = reached(ctx, ids(portals.staff.modules));
    const parent = reached(ctx, ids(portals.parent.modules));
    const result = new Map<string, string>();
    const put = (modules: Iterable<string>, group: string, when: (id: string) => boolean) => {
      for (const id of modules)
        if (!result.has(id) && !id.startsWith('\0') && when(id)) result.set(id, group);
    };
    const always = () => true;
    const inFolder = (folder: string) => (id: string) =>
      id.startsWith(path.join(clientDir, folder));
    // In order: what every page runs; what a sign-in page shares with a portal (the rest of a
    // sign-in page is left to the bundler); each portal's own first screen; and what else the
    // portals' first screens use (shared pieces, libraries), which the other screens of either
    // portal use too.
    put(entryModules, 'app', always);
    put(signIn, 'common-ui', (id) => staff.has(id) || parent.has(id));
    put(staff, 'staff-home', inFolder('staff/'));
    put(parent, 'parent-home', inFolder('parent/'));
    put([...staff, ...parent], 'portal', always);
    return result;
  }

  return {
    name(id: string, ctx: Context): string | null {
      groups ??= assign(ctx);
      return groups.get(id) ?? null;
    },
    // A module shared with the sign-in pages stays in its own chunk rather than being pulled
    // into a portal's (which the sign-in page would then download).
    includeDependenciesRecursively: false,
  };
}
