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

type ModuleInfo = { importedIds: readonly string[]; code?: string | null };
type Context = { getModuleInfo: (id: string) => ModuleInfo | null };

type Portals = { staff: RoutePreload; parent: RoutePreload; signedOut: RoutePreload[] };

/**
 * A library module that is mostly re-exports of its other modules, by exported name, and the
 * modules it imports for itself (followed whatever is taken from it).
 */
type Barrel = { library: string; name: string; exports: Map<string, string>; own: string[] };
/** Below this many re-exported modules, a module is followed whole like any other. */
const barrelSize = 50;

const reExport = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const namedImport = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `a as b, c` → the names as the other side of `as` has them (`pick` 0: before, 1: after). */
function names(list: string, pick: 0 | 1): string[] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((pair) => pair[0])
    .map((pair) => (pair[pick] ?? pair[0])!.trim());
}

function readBarrel(id: string, info: ModuleInfo | null): Barrel | null {
  if (!id.includes(`${path.sep}node_modules${path.sep}`) || !info?.code) return null;
  const exports = new Map<string, string>();
  const targets = new Set<string>();
  for (const [, list, from] of info.code.matchAll(reExport)) {
    if (!from!.startsWith('.')) continue;
    const target = path.resolve(path.dirname(id), from!);
    if (!info.importedIds.includes(target)) continue;
    targets.add(target);
    for (const name of names(list!, 1)) exports.set(name, target);
  }
  if (targets.size < barrelSize) return null;
  const library = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)![1]!.replace(/\\/g, '/');
  return {
    library,
    name: library.replace(/\W+/g, '-'),
    exports,
    own: info.importedIds.filter((i) => !targets.has(i)),
  };
}

/** The names a module imports from `library` with `import { … } from 'library'`. */
function namesImported(code: string | null | undefined, library: string): string[] {
  return [...(code ?? '').matchAll(namedImport)]
    .filter(([, , from]) => from === library || from!.startsWith(`${library}/`))
    .flatMap(([, list]) => names(list!, 0));
}

export function firstScreenChunks(clientDir: string, entry: string, portals: Portals) {
  const ids = (modules: string[]) => modules.map((m) => path.join(clientDir, m));
  let groups: Map<string, string> | undefined;

  // Every module reached from these by static imports (dynamic imports are other chunks). A
  // library's barrel (lucide-react's index re-exports every icon) is followed only through
  // the names the importer takes from it: the bundler drops the rest, and following them all
  // put every icon any screen uses into the entry (8 KB gzip of /login, decision 042).
  function reached(ctx: Context, roots: string[]): Set<string> {
    const seen = new Set<string>();
    const todo = [...roots];
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      for (const imported of info?.importedIds ?? []) {
        const barrel = barrelOf(ctx, imported);
        if (!barrel) todo.push(imported);
        else {
          seen.add(imported);
          todo.push(
            // Its own imports, but not another barrel it keeps as a namespace (lucide's
            // `icons`): only an import of that namespace would need it.
            ...barrel.own.filter((own) => !barrelOf(ctx, own)),
            ...namesImported(info?.code, barrel.library).flatMap(
              (n) => barrel.exports.get(n) ?? [],
            ),
          );
        }
      }
    }
    return seen;
  }

  const barrels = new Map<string, Barrel | null>();
  function barrelOf(ctx: Context, id: string): Barrel | null {
    if (!barrels.has(id)) barrels.set(id, readBarrel(id, ctx.getModuleInfo(id)));
    return barrels.get(id)!;
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
    // portal use too. Last, the parts of a barrel that only later screens use (the icons of
    // every other screen) go together into one chunk, fetched once, rather than an icon each.
    put(entryModules, 'app', always);
    put(signIn, 'common-ui', (id) => staff.has(id) || parent.has(id));
    put(staff, 'staff-home', inFolder('staff/'));
    put(parent, 'parent-home', inFolder('parent/'));
    put([...staff, ...parent], 'portal', always);
    for (const barrel of barrels.values())
      if (barrel) put(barrel.exports.values(), barrel.name, always);
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
