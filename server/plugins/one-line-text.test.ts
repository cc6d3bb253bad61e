import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCharacterNotAllowed, lineBreakNotAllowed } from '../../contract/common.ts';
import {
  makeRouteIds,
  payloadOf,
  type RouteIds,
  sampleFor,
  senderOf,
  type SampleRequest,
} from '../../test/api/route-samples.ts';
import { demo, startTestApp, type TestApp } from '../../test/api/test-app.ts';

/**
 * Decision 051: a line break or a control character in a one-line field (a name, a title, a
 * subject, a phone) would add a line to a staff e-mail, a CSV export or a log. Every route's
 * every text field is tried with its valid sample request, changed in that one field.
 */

let t: TestApp;
let ids: RouteIds;
const cookies: Record<'director' | 'parent' | 'kiosk', string> = {
  director: '',
  parent: '',
  kiosk: '',
};
type JsonSchema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
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

/** Fields written in a text area: their line breaks are the writer's own. */
const multiLineFields = new Set([
  'notes',
  'note',
  'content',
  'description',
  'actionTaken',
  'meals',
  'naps',
  'activities',
  'allergies',
  'medicalInfo',
  'bio',
  'bankDetails',
  'checkAddress',
  'reason',
  'celebrationMessage',
  'parentTip',
  // Health records (decision 066): a condition's reaction and what to do, a medication's
  // instructions.
  'reaction',
  'action',
  'instructions',
]);
/** Not text a person reads anywhere: hashed, and compared as typed. */
const passwords = new Set(['password', 'confirmPassword', 'currentPassword', 'newPassword']);

const operationOf = (route: { method: string; url: string }) =>
  paths[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];

/**
 * Free text: a string with no fixed set of values, pattern or format (a number or text, as a
 * camera's port, is refused as the number it is not).
 */
const isFreeText = (schema: JsonSchema | undefined): boolean =>
  !!schema &&
  ((schema.type === 'string' && !schema.enum && !schema.pattern && !schema.format) ||
    (!!schema.anyOf && schema.anyOf.every((s) => s.type === 'null' || isFreeText(s))));
/** An upload's fields that are not free text: a choice, a year, a yes/no, an id. */
const uploadChoices = new Set([
  'documentType',
  'taxYear',
  'isGlobal',
  'parentId',
  // An immunisation exemption's vaccine and kind (decision 066).
  'vaccine',
  'kind',
]);
const isString = (schema: JsonSchema | undefined): boolean =>
  !!schema && (schema.type === 'string' || (schema.anyOf ?? []).some(isString));

type Field = { route: string; sample: SampleRequest; who: 'director' | 'parent' | 'kiosk' | null };
type Target = Field & { in: 'body' | 'query'; name: string; freeText: boolean };

/** Every text field of every route that has a sample, in its body or its query. */
function targets(): Target[] {
  const found: Target[] = [];
  const routes = t.app.apiRoutes.filter(
    (r) => r.method !== 'HEAD' && r.method !== 'GET' && !r.url.startsWith('/api/docs'),
  );
  const gets = t.app.apiRoutes.filter((r) => r.method === 'GET');
  for (const route of [...routes, ...gets]) {
    const who = senderOf(route);
    const sample = sampleFor(route, ids, {
      email: who === 'parent' ? demo.parent : demo.director,
    });
    const op = operationOf(route);
    if (!sample || !op) continue;
    const base = { route: `${route.method} ${route.url}`, sample, who };
    if (sample.file) {
      // Multipart: the text fields before the file, as the upload dialogs send them.
      for (const [name, value] of Object.entries((sample.body ?? {}) as Record<string, unknown>))
        if (typeof value === 'string' && !value.startsWith('['))
          found.push({ ...base, in: 'body', name, freeText: !uploadChoices.has(name) });
    } else {
      const body = op.requestBody?.content['application/json']?.schema;
      // A body of one of several shapes (a new conversation's recipients): the sample's own.
      const shapes = body ? [body, ...(body.anyOf ?? []), ...(body.oneOf ?? [])] : [];
      const properties = Object.fromEntries(
        shapes.flatMap((shape) => Object.entries(shape.properties ?? {})),
      );
      const sent = Object.keys((sample.body ?? {}) as object);
      for (const [name, schema] of Object.entries(properties))
        if (
          isString(schema) &&
          !passwords.has(name) &&
          (shapes.length === 1 || sent.includes(name))
        )
          found.push({ ...base, in: 'body', name, freeText: isFreeText(schema) });
    }
    for (const p of op.parameters ?? [])
      if (p.in === 'query' && isString(p.schema))
        found.push({ ...base, in: 'query', name: p.name, freeText: isFreeText(p.schema) });
  }
  return found;
}

async function send(target: Target, text: string) {
  const { sample } = target;
  const body =
    target.in === 'body' ? { ...(sample.body as object), [target.name]: text } : sample.body;
  const params = new URLSearchParams(sample.query ?? '');
  if (target.in === 'query') params.set(target.name, text);
  const query = params.toString();
  const { payload, headers } = payloadOf({ ...sample, body });
  return t.request({
    method: target.route.split(' ')[0] as 'POST',
    url: sample.url + (query ? `?${query}` : ''),
    cookie: target.who ? cookies[target.who] : undefined,
    headers,
    payload,
  });
}

/** What went wrong with `target` sent with `text`, or null when it was refused as `code` says. */
async function refusal(target: Target, text: string, code: string): Promise<string | null> {
  const res = await send(target, text);
  const said = res.statusCode === 400 ? res.json().fieldCodes?.[target.name]?.code : undefined;
  if (res.statusCode === 400 && (!target.freeText || said === code)) return null;
  return `${target.route} ${target.in} ${target.name}: ${res.statusCode} ${res.body.slice(0, 100)}`;
}

describe('one-line and multi-line text', () => {
  it('refuses a line break in every one-line field and a control character in every field, saying why', async () => {
    const all = targets();
    const failures: string[] = [];
    let tried = 0;
    for (const target of all) {
      for (const [text, code] of [
        ['Olivia\u001bBrooks', controlCharacterNotAllowed],
        ['Olivia\tBrooks', controlCharacterNotAllowed],
        ...(multiLineFields.has(target.name)
          ? []
          : [
              ['Olivia\nBrooks', lineBreakNotAllowed],
              ['Olivia\r\nBcc: someone@example.org', lineBreakNotAllowed],
              ['Olivia\u2028Brooks', lineBreakNotAllowed],
            ]),
      ] as const) {
        tried += 1;
        const failure = await refusal(target, text, code);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    // The walk reached the forms that matter (names, e-mails, subjects, titles, uploads).
    const names = new Set(all.map((f) => `${f.route} ${f.name}`));
    for (const expected of [
      'POST /api/parent-accounts/register firstName',
      'POST /api/parent-accounts/register emergencyContactName',
      'POST /api/children firstName',
      'POST /api/staff email',
      'PUT /api/profile phone',
      'POST /api/messages/threads subject',
      'POST /api/gallery title',
      'POST /api/cameras name',
      'GET /api/messages/threads search',
    ])
      expect(names, expected).toContain(expected);
    expect(tried).toBeGreaterThan(300);
  });

  it('keeps the line breaks of a multi-line field', async () => {
    const text = 'Ate well.\nNapped 1h.\r\nHappy.';
    const reply = await t.request({
      method: 'POST',
      url: `/api/messages/threads/${ids.family1ThreadId}/messages`,
      cookie: cookies.director,
      payload: { content: `Line one\n\nLine two` },
    });
    expect(reply.statusCode).toBe(201);
    const report = await t.request({
      method: 'POST',
      url: '/api/daily-reports',
      cookie: cookies.director,
      payload: { childId: ids.family1ChildId, staffId: ids.staffId, notes: text },
    });
    expect(report.statusCode).toBe(201);
    expect(report.json().notes).toBe(text);
  });

  it('takes a line break at either end of a one-line field as the spaces they are', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/events',
      cookie: cookies.director,
      payload: { title: '\nSpring fair\r\n', date: '2026-12-10' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Spring fair');
  });
});
