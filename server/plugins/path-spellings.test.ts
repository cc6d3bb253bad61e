import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseState } from '../../test/api/db-state.ts';
import { rawRequest } from '../../test/api/raw-http.ts';
import { makeRouteIds, payloadOf, type RouteIds, sampleFor } from '../../test/api/route-samples.ts';
import { demo, startTestApp, type TestApp } from '../../test/api/test-app.ts';

let t: TestApp;
let port: number;
let ids: RouteIds;
const cookies: Record<'anonymous' | 'parent', string | undefined> = {
  anonymous: undefined,
  parent: undefined,
};

beforeAll(async () => {
  t = await startTestApp();
  ids = await makeRouteIds(t);
  cookies.parent = await t.login(demo.parent);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/**
 * The ways one path can be spelled so that a router that decodes or normalises might still
 * match it: each must reach no handler at all, whoever asks.
 */
function spellings(path: string, port: number): Record<string, string> {
  const rest = path.slice('/api/'.length);
  const [first, ...others] = rest.split('/');
  const encodedFirst = `%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}`;
  return {
    'percent-encoded a': `/%61pi/${rest}`,
    'percent-encoded A': `/%41pi/${rest}`,
    'upper case': `/API/${rest}`,
    'leading double slash': `//api/${rest}`,
    'inner double slash': `/api//${rest}`,
    'dot segment': `/api/./${rest}`,
    'dot-dot segment': `/api/x/../${rest}`,
    'encoded segment': `/api/${[encodedFirst, ...others].join('/')}`,
    'encoded slash': `/api%2F${rest}`,
    backslash: `/api\\${rest}`,
    'absolute-form': `http://127.0.0.1:${port}${path}`,
    'absolute-form, other host': `http://evil.example${path}`,
  };
}

describe('every spelling of every API path', () => {
  it('reaches no handler, as anonymous or as a parent, and changes nothing', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    const before = await databaseState(t.database.db);
    const failures: string[] = [];
    let tried = 0;
    for (const route of routes) {
      for (const who of ['anonymous', 'parent'] as const) {
        const sample = sampleFor(route, ids, { email: demo.parent });
        if (!sample) {
          failures.push(`${route.method} ${route.url}: no sample request`);
          continue;
        }
        const query = sample.query ? `?${sample.query}` : '';
        for (const [name, target] of Object.entries(spellings(sample.url, port))) {
          const res = await rawRequest(port, {
            method: route.method,
            target: `${target}${query}`,
            cookie: cookies[who],
            ...payloadOf(sample),
          });
          tried += 1;
          if (![401, 403, 404].includes(res.status))
            failures.push(`${route.method} ${target} (${name}) as ${who}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(routes.length * 2 * 10);
    expect(await databaseState(t.database.db)).toEqual(before);
    // Ten spellings of every route, twice: more routes every issue, on a busy machine too.
  }, 180_000);

  it('still serves the canonical spelling (the samples are real requests)', async () => {
    const res = await rawRequest(port, {
      method: 'GET',
      target: `/api/children/${ids.family1ChildId}`,
      cookie: cookies.parent,
    });
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).id).toBe(ids.family1ChildId);
    const anonymous = await rawRequest(port, { method: 'GET', target: '/api/staff' });
    expect(anonymous.status).toBe(401);
  });

  it('answers an API path in any spelling as JSON, never with the web app', async () => {
    for (const target of ['/API/staff', '//api/staff', '/%61pi/nothing-here', '/api']) {
      const res = await rawRequest(port, { method: 'GET', target });
      expect(res.status, target).toBe(404);
      expect(JSON.parse(res.body), target).toEqual({
        message: 'Not found',
        code: 'errors.notFound',
      });
    }
  });
});
