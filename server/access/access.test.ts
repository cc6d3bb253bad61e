import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/enums.ts';
import { type Action, reachOf, type Scope, scopes } from '../../contract/permissions.ts';
import { children, users } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import { makeRouteIds, type RouteIds } from '../../test/api/route-samples.ts';
import { demo, startTestApp, type TestApp } from '../../test/api/test-app.ts';
import { accessible, requireTarget, type ScopedAction, type Viewer } from './access.ts';

// Each scope of the permission table, through HTTP: the family's own record is theirs, the
// other family's parent gets the answer of a record that does not exist (in a list it is
// absent), the staff portal reaches every family's (unless the table gives them a smaller
// scope, or nothing). Then what no route shows: `self`, and a role the table leaves out.

let t: TestApp;
let ids: RouteIds;
const who = ['director', 'teacher', 'parent', 'parent2'] as const;
type Who = (typeof who)[number];
const roleOf: Record<Who, Role> = {
  director: 'director',
  teacher: 'staff',
  parent: 'parent',
  parent2: 'parent',
};
const cookie = {} as Record<Who, string>;
/** A record id no table reaches. */
const missingId = 2_000_000_000;

beforeAll(async () => {
  t = await startTestApp();
  ids = await makeRouteIds(t);
  for (const w of who) cookie[w] = await t.login(demo[w]);
}, 180_000);
afterAll(() => t.close());

const get = (w: Who, url: string) => t.request({ method: 'GET', url, cookie: cookie[w] });

type Case = {
  scope: Scope;
  /** The action whose scope this is, and the staff portal's reach of it. */
  action: ScopedAction;
  staff: 'all' | 'globalDocument' | 'none';
  /** Family 1's record: its address, and one that does not exist. */
  one: (ids: RouteIds) => { url: string; missing: string };
  /** A list of the action's records, and family 1's record's id in it. */
  list?: { url: string; ids: (body: unknown) => number[]; family1: (ids: RouteIds) => number };
};

const idsOf = (body: unknown) => (body as { id: number }[]).map((r) => r.id);

const cases: Case[] = [
  {
    scope: 'ownChild',
    action: 'child.read',
    staff: 'all',
    one: (ids) => ({
      url: `/api/children/${ids.family1ChildId}`,
      missing: `/api/children/${missingId}`,
    }),
    list: { url: '/api/children', ids: idsOf, family1: (ids) => ids.family1ChildId },
  },
  {
    scope: 'ownThread',
    action: 'message.read',
    staff: 'all',
    one: (ids) => ({
      url: `/api/messages/threads/${ids.family1ThreadId}`,
      missing: `/api/messages/threads/${missingId}`,
    }),
    list: {
      url: '/api/messages/threads?limit=200',
      // The staff inbox also lists broadcasts, by the broadcast's id.
      ids: (body) => idsOf((body as { kind: string }[]).filter((e) => e.kind === 'thread')),
      family1: (ids) => ids.family1ThreadId,
    },
  },
  {
    scope: 'ownPayer',
    action: 'billing.read',
    staff: 'none',
    one: (ids) => ({
      url: `/api/billing/payers/${ids.billing.family1PayerId}`,
      missing: `/api/billing/payers/${missingId}`,
    }),
  },
  {
    scope: 'ownOrGlobalDocument',
    action: 'taxDocument.read',
    staff: 'globalDocument',
    one: (ids) => ({
      url: ids.family1Document.filePath,
      missing: '/uploads/tax-documents/none.pdf',
    }),
    list: {
      url: '/api/tax-documents?limit=200',
      ids: idsOf,
      family1: (ids) => ids.family1Document.id,
    },
  },
  {
    scope: 'ownCameraRoom',
    action: 'camera.read',
    staff: 'all',
    one: (ids) => ({
      url: `/api/cameras/${ids.cameras.family1}`,
      missing: `/api/cameras/${missingId}`,
    }),
    list: { url: '/api/cameras', ids: idsOf, family1: (ids) => ids.cameras.family1 },
  },
  {
    scope: 'familyPhoto',
    action: 'gallery.read',
    staff: 'all',
    one: (ids) => ({ url: ids.family1Photo.filePath, missing: '/uploads/gallery/none.webp' }),
    list: { url: '/api/gallery?limit=200', ids: idsOf, family1: (ids) => ids.family1Photo.id },
  },
];

describe('each scope, through HTTP', () => {
  for (const c of cases) {
    describe(`${c.scope} (${c.action})`, () => {
      it('is the parent’s entry in the permission table', () => {
        expect(reachOf('parent', c.action)).toBe(c.scope);
        expect(scopes[c.scope]).toBeDefined();
      });

      it('serves family 1’s record to their parent and to the staff portal it reaches', async () => {
        const { url } = c.one(ids);
        expect((await get('parent', url)).statusCode, url).toBe(200);
        expect((await get('director', url)).statusCode, url).toBe(200);
        const teacher = (await get('teacher', url)).statusCode;
        expect(teacher, url).toBe({ all: 200, globalDocument: 404, none: 403 }[c.staff]);
      });

      it('answers another family’s record exactly as one that does not exist', async () => {
        const { url, missing } = c.one(ids);
        const theirs = await get('parent2', url);
        const none = await get('parent2', missing);
        expect(theirs.statusCode, url).toBe(404);
        expect(none.statusCode, missing).toBe(404);
        expect(theirs.body).toBe(none.body);
      });

      if (c.list) {
        const list = c.list;
        it('lists family 1’s record for them and the staff portal, never for another family', async () => {
          const seen = async (w: Who) => list.ids((await get(w, list.url)).json());
          const record = list.family1(ids);
          expect(await seen('parent')).toContain(record);
          expect(await seen('director')).toContain(record);
          expect(await seen('parent2')).not.toContain(record);
          if (c.staff === 'all') expect(await seen('teacher')).toContain(record);
          else expect(await seen('teacher')).not.toContain(record);
        });
      }
    });
  }

  it('shows the staff portal every family’s children, each parent only their own', async () => {
    const childrenOf = async (w: Who) => idsOf((await get(w, '/api/children')).json());
    const [theirs] = await childrenOf('parent2');
    expect(theirs).toBeDefined();
    expect(await childrenOf('parent')).not.toContain(theirs);
    for (const staff of ['director', 'teacher'] as const)
      expect(await childrenOf(staff)).toEqual(expect.arrayContaining([ids.family1ChildId, theirs]));
  });

  it('shows the staff without the billing permission the centre’s documents only', async () => {
    const docs = (await get('teacher', '/api/tax-documents?limit=200')).json() as {
      id: number;
      isGlobal: boolean;
    }[];
    expect(docs.map((d) => d.id)).toContain(ids.removableDocumentId);
    expect(docs.every((d) => d.isGlobal)).toBe(true);
  });
});

describe('what no route shows', () => {
  const viewerOf = async (email: string, role: Role): Promise<Viewer> => {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return { role, userId: row!.id };
  };
  const notFoundCode = async (promise: Promise<void>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, code: (error as HttpError).code };
  };

  it('takes only actions the table gives a scope (any other is a type error)', () => {
    const everyEvent = (viewer: Viewer) =>
      // @ts-expect-error -- every role reaches every event: there is no record to check
      accessible(viewer, 'event.read', users.id);
    expect(everyEvent).toBeTypeOf('function');
  });

  it('reaches only the person themself through a self scope', async () => {
    const parent = await viewerOf(demo.parent, 'parent');
    const director = await viewerOf(demo.director, 'director');
    const action: Action = 'parentPortal.read';
    expect(reachOf('parent', action)).toBe('self');
    await requireTarget(t.database.db, parent, 'parentPortal.read', parent.userId);
    expect(
      await notFoundCode(
        requireTarget(t.database.db, parent, 'parentPortal.read', director.userId),
      ),
    ).toEqual({ status: 404, code: 'errors.notFound' });
    const reached = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(accessible(parent, 'session.read', users.id));
    expect(reached).toEqual([{ id: parent.userId }]);
  });

  it('reaches nothing for a role the table does not give the action', async () => {
    const teacher = await viewerOf(demo.teacher, roleOf.teacher);
    expect(reachOf('staff', 'incident.acknowledge')).toBeUndefined();
    const reached = await t.database.db
      .select({ id: children.id })
      .from(children)
      .where(accessible(teacher, 'incident.acknowledge', children.id));
    expect(reached).toEqual([]);
    expect(
      await notFoundCode(
        requireTarget(t.database.db, teacher, 'incident.acknowledge', ids.family1ChildId),
      ),
    ).toEqual({ status: 404, code: 'errors.childNotFound' });
  });

  it('answers a missing record and someone else’s alike, in the caller’s words', async () => {
    const parent2 = await viewerOf(demo.parent2, 'parent');
    const missing = 'errors.incidentNotFound';
    const theirs = await notFoundCode(
      requireTarget(t.database.db, parent2, 'incident.read', ids.family1ChildId, missing),
    );
    const none = await notFoundCode(
      requireTarget(t.database.db, parent2, 'incident.read', missingId, missing),
    );
    expect(theirs).toEqual({ status: 404, code: missing });
    expect(none).toEqual(theirs);
  });

  it('finds any existing record for a role that reaches all, and still refuses a missing one', async () => {
    const director = await viewerOf(demo.director, 'director');
    await requireTarget(t.database.db, director, 'message.read', ids.family1ThreadId);
    expect(
      await notFoundCode(requireTarget(t.database.db, director, 'message.read', missingId)),
    ).toEqual({ status: 404, code: 'errors.threadNotFound' });
  });
});
