import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrincipalKind } from '../../contract/enums.ts';
import { permissions, reachOf } from '../../contract/permissions.ts';
import { buildApp } from '../app.ts';
import { makeRouteIds, payloadOf, type RouteIds, sampleFor } from '../../test/api/route-samples.ts';
import { demo, startTestApp, type TestApp } from '../../test/api/test-app.ts';

let t: TestApp;
let ids: RouteIds;
const cookies: Record<string, string | undefined> = {};
const principals = [
  { name: 'anonymous', role: null },
  { name: 'director', role: 'director', email: demo.director },
  { name: 'staff', role: 'staff', email: demo.teacher },
  { name: 'parent', role: 'parent', email: demo.parent, family1: true },
  { name: 'parent of another family', role: 'parent', email: demo.parent2, family1: false },
  // A paired door kiosk's device session (decision 070): kiosk routes only.
  { name: 'kiosk', role: 'kiosk' },
] as const satisfies readonly {
  name: string;
  role: PrincipalKind | null;
  email?: string;
  family1?: boolean;
}[];

beforeAll(async () => {
  t = await startTestApp();
  ids = await makeRouteIds(t);
  for (const p of principals) cookies[p.name] = 'email' in p ? await t.login(p.email) : undefined;
  cookies.kiosk = ids.kiosk.cookie;
});
afterAll(() => t.close());

const walkedRoutes = () =>
  t.app.apiRoutes.filter((r) => !r.url.startsWith('/api/docs') && r.method !== 'HEAD');

describe('the authorization matrix', () => {
  it('covers every registered API route with a permission from the table, or public', () => {
    const routes = walkedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter(
      (r) =>
        !('public' in r.access && r.access.public === true) &&
        !('permission' in r.access && r.access.permission in permissions),
    );
    expect(undeclared).toEqual([]);
  });

  it('answers every route, with a valid request about real records, as the table says', async () => {
    const failures: string[] = [];
    for (const route of walkedRoutes()) {
      let servedBefore = false;
      for (const p of principals) {
        const sample = sampleFor(route, ids, { email: 'email' in p ? p.email : demo.director });
        if (!sample) {
          failures.push(`${route.method} ${route.url}: no sample request`);
          break;
        }
        // Logout ends the session it is called with, and so does pairing this device as the
        // kiosk: walk them with a throwaway one.
        const endsSession =
          route.url === '/api/auth/logout' ||
          (route.url === '/api/kiosks' && route.method === 'POST');
        const cookie = endsSession && 'email' in p ? await t.login(p.email) : cookies[p.name];
        const { payload, headers } = payloadOf(sample);
        const res = await t.request({
          method: route.method as 'GET',
          url: sample.url + (sample.query ? `?${sample.query}` : ''),
          cookie,
          payload,
          headers,
        });
        const status = res.statusCode;
        // What the principal reaches of the route's records, as the table says.
        const reach =
          'public' in route.access
            ? 'all'
            : p.role === null
              ? undefined
              : reachOf(p.role, route.access.permission);
        const permitted = reach !== undefined;
        let expected: string;
        let ok: boolean;
        if (!permitted) {
          expected = p.role === null ? '401' : '403';
          ok = String(status) === expected;
        } else if (sample.family1Record && reach !== 'all' && !('family1' in p && p.family1)) {
          // A scope that is not family 1's (another family, or staff who see no family's
          // finances: issue 35): the record answers exactly like one that does not exist.
          expected = `404 (${reach})`;
          ok = status === 404;
        } else if (sample.family1Record && reach !== 'all') {
          expected = 'success (their own family)';
          ok = status >= 200 && status < 300;
        } else if (!servedBefore) {
          // The first principal allowed to act on the sample's record gets it done: the
          // sample is valid, so a 400 or 404 here would hide a check that never ran.
          expected = 'success';
          ok = status >= 200 && status < 300;
        } else {
          // Later ones may find the record already changed (removed, used, revoked), or a
          // single-use link gone (410).
          expected = 'success, 404, 409 or 410';
          ok = (status >= 200 && status < 300) || [404, 409, 410].includes(status);
        }
        if (permitted && status >= 200 && status < 300) servedBefore = true;
        if (!ok)
          failures.push(
            `${route.method} ${route.url} as ${p.name}: ${status}, expected ${expected} ${res.body.slice(0, 100)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // Every route for five principals: more routes every issue, on a machine that may be busy.
  }, 180_000);

  it('answers an id too large for the database with a client error, never a 500', async () => {
    const routes = walkedRoutes().filter((r) => r.url.includes(':'));
    expect(routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of routes) {
      const res = await t.request({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, '99999999999'),
        cookie: cookies.director,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode >= 500) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses to start when a route declares no permission (deny by default)', async () => {
    const app = await buildApp({
      config: t.app.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    expect(() => app.get('/api/unprotected', async () => ({ leaked: true }))).toThrow(
      /declares no permission/,
    );
    await app.close();
  });

  it('refuses to start when an API route is registered outside the route table', async () => {
    const app = await buildApp({
      config: t.app.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    expect(() =>
      app.get('/api/off-the-table', { config: { permission: 'child.read' } }, async () => []),
    ).toThrow(/is not in the route table/);
    await app.close();
  });
});
