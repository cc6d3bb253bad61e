import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseState } from '../../test/api/db-state.ts';
import { makeRouteIds, type RouteIds, sampleFor, senderOf } from '../../test/api/route-samples.ts';
import { demo, startTestApp, type TestApp } from '../../test/api/test-app.ts';
import { invalidTextMessage, invalidUtf8Message } from './input.ts';

let t: TestApp;
let ids: RouteIds;
const cookies: Record<'director' | 'parent' | 'kiosk', string> = {
  director: '',
  parent: '',
  kiosk: '',
};
type JsonSchema = {
  type?: string;
  maxLength?: number;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
};
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await startTestApp();
  ids = await makeRouteIds(t);
  cookies.director = await t.login(demo.director);
  cookies.parent = await t.login(demo.parent);
  cookies.kiosk = ids.kiosk.cookie;
  paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

/** The OpenAPI operation of a route (its path written /api/children/{id}). */
const operationOf = (route: { method: string; url: string }) =>
  paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];

/** Every string in a schema that takes text of any length. */
function unboundedStrings(schema: JsonSchema | boolean | undefined, at: string): string[] {
  if (!schema || schema === true) return [];
  const found: string[] = [];
  if (schema.type === 'string' && schema.maxLength === undefined && !schema.enum && !schema.pattern)
    found.push(at);
  for (const [name, inner] of Object.entries(schema.properties ?? {}))
    found.push(...unboundedStrings(inner, `${at}.${name}`));
  found.push(...unboundedStrings(schema.items, `${at}[]`));
  for (const option of schema.anyOf ?? []) found.push(...unboundedStrings(option, at));
  found.push(...unboundedStrings(schema.additionalProperties, `${at}.*`));
  found.push(...unboundedStrings(schema.propertyNames, `${at} (key)`));
  return found;
}

const apiRoutes = () =>
  t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));

describe('every text the API accepts', () => {
  it('has a length limit, in the published contract', () => {
    const unbounded: string[] = [];
    for (const route of apiRoutes()) {
      const op = operationOf(route);
      if (!op) {
        unbounded.push(`${route.method} ${route.url}: not in the API documentation`);
        continue;
      }
      for (const p of op.parameters ?? [])
        unbounded.push(
          ...unboundedStrings(p.schema, `${route.method} ${route.url} ${p.in} ${p.name}`),
        );
      const body = op.requestBody?.content['application/json'].schema;
      unbounded.push(...unboundedStrings(body, `${route.method} ${route.url} body`));
    }
    expect(unbounded).toEqual([]);
  });

  it('refuses, with 400 and nothing saved, text too long, with a NUL or an unpaired surrogate', async () => {
    const before = await databaseState(t.database.db);
    const failures: string[] = [];
    let tried = 0;
    for (const route of apiRoutes()) {
      const op = operationOf(route);
      const who = senderOf(route);
      const sample = sampleFor(route, ids, {
        email: who === 'parent' ? demo.parent : demo.director,
      });
      if (!op || !sample) continue;
      const bodyFields = Object.entries(
        op.requestBody?.content['application/json'].schema.properties ?? {},
      )
        .filter(([, s]) => s.type === 'string' || s.anyOf?.some((o) => o.type === 'string'))
        .map(([name]) => name);
      const queryFields = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const send = (body: unknown, query: string) =>
        t.request({
          method: route.method as 'POST',
          url: sample.url + (query ? `?${query}` : ''),
          cookie: who ? cookies[who] : undefined,
          payload: body as object | undefined,
        });
      const variants = {
        'too long': 'x'.repeat(100_001),
        NUL: 'Ol\u0000ivia',
        'unpaired surrogate': 'Oli\ud800via',
      };
      for (const [kind, text] of Object.entries(variants)) {
        for (const field of bodyFields) {
          const res = await send({ ...(sample.body as object), [field]: text }, sample.query ?? '');
          tried += 1;
          const ok =
            res.statusCode === 400 &&
            (kind === 'too long' || res.json().code === invalidTextMessage);
          if (!ok)
            failures.push(
              `${route.method} ${route.url} body ${field} (${kind}): ${res.statusCode} ${res.body.slice(0, 80)}`,
            );
        }
        // A URL carries UTF-8 bytes, which cannot encode an unpaired surrogate at all.
        for (const field of kind === 'unpaired surrogate' ? [] : queryFields) {
          const res = await send(sample.body, `${field}=${encodeURIComponent(text)}`);
          tried += 1;
          if (res.statusCode !== 400)
            failures.push(
              `${route.method} ${route.url} query ${field} (${kind}): ${res.statusCode}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(150);
    const { throttle_counters: _, ...after } = await databaseState(t.database.db);
    const { throttle_counters: __, ...expected } = before;
    expect(after).toEqual(expected);
  });

  it('refuses hostile nesting, impossible years and unreadable addresses with 400', async () => {
    const deep = await t.request({
      method: 'POST',
      url: '/api/auth/parent/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('The request is nested too deeply');
    const attendance = await t.request({
      method: 'GET',
      url: '/api/attendance?date=0000-01-01',
      cookie: cookies.director,
    });
    expect(attendance.json().fieldErrors).toEqual({
      date: 'Please enter a valid date (YYYY-MM-DD)',
    });
    const birth = await t.request({
      method: 'POST',
      url: '/api/children',
      cookie: cookies.director,
      payload: {
        ...(sampleFor({ method: 'POST', url: '/api/children' }, ids, { email: demo.director })!
          .body as object),
        dateOfBirth: '0000-02-29',
      },
    });
    expect(birth.statusCode).toBe(400);
    const unreadable = await t.request({
      method: 'GET',
      url: '/api/children/%E0',
      cookie: cookies.director,
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({
      message: 'The request address is not valid.',
      code: 'errors.invalidAddress',
    });
  });

  it('refuses a NUL in a path parameter with 400', async () => {
    const res = await t.request({ method: 'GET', url: '/api/parent-invitations/verify/%00' });
    expect(res.statusCode).toBe(400);
    const text = 'Text cannot contain NUL characters or unpaired surrogates (invalid Unicode)';
    expect(res.json()).toEqual({
      message: text,
      code: invalidTextMessage,
      fieldErrors: { code: text },
      fieldCodes: { code: { code: invalidTextMessage } },
    });
  });

  it('refuses a body that is not valid UTF-8 instead of repairing it', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"firstName":"Ol'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('ivia","lastName":"Brooks","dateOfBirth":"2024-05-10","room":"Toddler Room"}'),
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/children',
      cookie: cookies.director,
      headers: { 'content-type': 'application/json' },
      payload: bytes,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request body is not valid UTF-8',
      code: invalidUtf8Message,
    });
  });

  it('takes an id in a path only in its one decimal spelling', async () => {
    const id = ids.family1ChildId;
    const get = (raw: string) =>
      t.request({ method: 'GET', url: `/api/children/${raw}`, cookie: cookies.director });
    expect((await get(String(id))).statusCode).toBe(200);
    for (const raw of [`0${id}`, `+${id}`, `%20${id}`, `${id}.0`, `${id}e0`, '0x1', '-1', '0'])
      expect((await get(raw)).json(), raw).toEqual({
        message: 'Invalid id',
        code: 'errors.invalidId',
        fieldErrors: { id: 'Invalid id' },
        fieldCodes: { id: { code: 'errors.invalidId' } },
      });
  });
});
