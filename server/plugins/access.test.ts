import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/enums.ts';
import { isPermitted, permissions } from '../../contract/permissions.ts';
import { buildApp } from '../app.ts';
import { demo, startTestApp, type TestApp } from '../../test/api/test-app.ts';

let t: TestApp;
const cookies: Record<string, string | undefined> = {};
const principals = [
  { name: 'anonymous', role: null },
  { name: 'director', role: 'director', email: demo.director },
  { name: 'staff', role: 'staff', email: demo.teacher },
  { name: 'parent', role: 'parent', email: demo.parent },
  { name: 'parent of another family', role: 'parent', email: demo.parent2 },
] as const satisfies readonly { name: string; role: Role | null; email?: string }[];

beforeAll(async () => {
  t = await startTestApp();
  for (const p of principals) cookies[p.name] = 'email' in p ? await t.login(p.email) : undefined;
});
afterAll(() => t.close());

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('the authorization matrix', () => {
  it('covers every registered API route with a permission from the table, or public', () => {
    const routes = t.app.apiRoutes.filter((r) => !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(3);
    for (const r of routes) {
      if ('permission' in r.access) expect(Object.keys(permissions)).toContain(r.access.permission);
      else expect(r.access.public).toBe(true);
    }
  });

  it('answers every route for every kind of principal as the table says', async () => {
    const routes = t.app.apiRoutes.filter(
      (r) => !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    const failures: string[] = [];
    for (const route of routes) {
      for (const p of principals) {
        // Logout ends the session it is called with: walk it with a throwaway one.
        const cookie =
          route.url === '/api/auth/logout' && 'email' in p
            ? await t.login(p.email)
            : cookies[p.name];
        const res = await t.request({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          cookie,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        let expected: string;
        if ('public' in route.access) expected = 'not 401/403';
        else if (p.role === null) expected = '401';
        else if (!isPermitted(p.role, route.access.permission)) expected = '403';
        else expected = 'not 401/403';
        const ok =
          expected === 'not 401/403'
            ? res.statusCode !== 401 && res.statusCode !== 403
            : String(res.statusCode) === expected;
        if (!ok)
          failures.push(
            `${route.method} ${route.url} as ${p.name}: ${res.statusCode}, expected ${expected}`,
          );
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${route.url} as ${p.name}: server error`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers an id too large for the database with a client error, never a 500', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.url.includes(':') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(0);
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
});
