/**
 * The request target as the client sent it, judged before anything else looks at it.
 *
 * Access is decided on the route the router matched (plugins/access), never on this text.
 * This module is the second line: a target that is not in its one canonical spelling is
 * refused outright, so there is never a question of which spelling reached which route.
 * Browsers and reverse proxies always send the canonical form; only tools and attackers
 * send `/%61pi/...`, `//api/...`, `/api/./...` or an absolute-form `http://host/api/...`.
 */

// RFC 3986 unreserved characters: percent-encoding them only disguises a path.
const unreserved = /^[A-Za-z0-9\-._~]$/;

/** The path of a request target: everything before '?' (a '#' is never sent by clients). */
export function pathOf(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * True when the target is origin-form ('/...') and its path is in canonical spelling: no
 * empty (but a trailing), '.' or '..' segments, no backslash, and percent-encoding only where it is needed
 * (never for an unreserved character, a slash or a backslash). An encoded control character
 * disguises nothing; what it may do to a query is refused with 400 (plugins/input.ts).
 */
export function isCanonicalTarget(target: string): boolean {
  if (!target.startsWith('/')) return false;
  const path = pathOf(target);
  if (path.includes('\\')) return false;
  const segments = path.split('/').slice(1);
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    // A trailing slash is a spelling of its own that no route has (it answers 404 anyway).
    if (segment === '' && !last) return false;
    if (segment === '.' || segment === '..') return false;
  }
  for (const match of path.matchAll(/%(.{0,2})/g)) {
    const hex = match[1]!;
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return false;
    const char = String.fromCharCode(parseInt(hex, 16));
    if (unreserved.test(char) || char === '/' || char === '\\') return false;
  }
  return true;
}

/**
 * Whether a target is about the API in any spelling (letter case, encoding, extra slashes,
 * absolute-form), so that an unknown API path is answered as JSON, never with the web app.
 */
export function isApiTarget(target: string): boolean {
  let path = pathOf(target);
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (absolute) path = path.slice(absolute[0].length);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed encoding: judge the raw text.
  }
  const squashed = decoded.replaceAll('\\', '/').replace(/\/+/g, '/').toLowerCase();
  return /^\/(\.{1,2}\/)*(api|uploads)(\/|$)/.test(squashed);
}
