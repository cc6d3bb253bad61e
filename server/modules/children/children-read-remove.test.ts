import { createEnrolledChild } from '../../../test/api/fixtures.ts';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { childResponse } from '../../../contract/children.ts';
import { attendance, auditLog, children } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { testNow } from '../../../test/api/fixed-time.ts';

const t = testApp();
const { cookie } = t;

type Child = { id: number; firstName: string; lastName: string; room: string };
const list = async (who?: keyof typeof cookie) =>
  t.request({ method: 'GET', url: '/api/children', cookie: who && cookie[who] });
const get = (id: number | string, who: keyof typeof cookie) =>
  t.request({ method: 'GET', url: `/api/children/${id}`, cookie: cookie[who] });
/** Enrolment steps 1 and 2: what these tests look at is an enrolled child, not a draft. */
const create = (payload: object, who: keyof typeof cookie = 'director') =>
  createEnrolledChild(t, cookie[who], payload);
const remove = (id: number | string, who?: keyof typeof cookie) =>
  t.request({ method: 'DELETE', url: `/api/children/${id}`, cookie: who && cookie[who] });
const childNamed = async (firstName: string, lastName: string) =>
  ((await list('director')).json() as Child[]).find(
    (c) => c.firstName === firstName && c.lastName === lastName,
  )!;

const valid = {
  firstName: 'Olivia',
  lastName: 'Brooks',
  dateOfBirth: '2024-05-10',
  room: 'Toddler Room',
  allergies: 'Strawberries',
};

describe('GET /api/children', () => {
  it('lists every enrolled child for staff, by last then first name, with room names', async () => {
    for (const who of ['director', 'teacher'] as const) {
      const res = await list(who);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Child[];
      expect(body).toHaveLength(40);
      const keys = body.map((c) => `${c.lastName}|${c.firstName}`);
      expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en')));
      expect(new Set(body.map((c) => c.room))).toEqual(
        new Set(['Infant Room', 'Toddler Room', 'Preschool Room', 'Pre-K Room']),
      );
      for (const child of body) expect(childResponse.safeParse(child).success).toBe(true);
    }
  });

  it('gives a parent only their own children', async () => {
    const mine = (await list('parent')).json() as Child[];
    expect(mine.map((c) => `${c.firstName} ${c.lastName} (${c.room})`)).toEqual([
      'Aarav Patel (Toddler Room)',
      'Anika Patel (Preschool Room)',
    ]);
    const other = (await list('parent2')).json() as Child[];
    expect(other.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(['Jayden Johnson']);
  });

  it('needs a session', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/children/{id}', () => {
  it('returns one child with medical information', async () => {
    const anika = await childNamed('Anika', 'Patel');
    const res = await get(anika.id, 'teacher');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: anika.id,
      room: 'Preschool Room',
      allergies: 'Peanuts',
      parentName: 'Priya Patel',
      parentEmail: 'parent@example.com',
    });
    expect(res.json().medicalInfo).toMatch(/EpiPen/);
  });

  it('lets a parent read their own child and answers 404 for another family’s', async () => {
    const anika = await childNamed('Anika', 'Patel');
    const jayden = await childNamed('Jayden', 'Johnson');
    expect((await get(anika.id, 'parent')).statusCode).toBe(200);
    expect((await get(jayden.id, 'parent2')).statusCode).toBe(200);
    for (const [id, who] of [
      [jayden.id, 'parent'],
      [anika.id, 'parent2'],
    ] as const) {
      const res = await get(id, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Child not found', code: 'errors.childNotFound' });
    }
  });

  it('answers 404 for an unknown child and 400 for an id that is not a number', async () => {
    const res = await get(999999, 'director');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Child not found');
    expect((await get('abc', 'director')).statusCode).toBe(400);
  });
});

describe('DELETE /api/children/{id}', () => {
  it('takes the child off the lists and keeps their history', async () => {
    const child = await childNamed('Aarav', 'Patel');
    const visits = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(attendance)
          .where(eq(attendance.childId, child.id))
      )[0]!.n;
    const visitsBefore = await visits();
    expect(visitsBefore).toBeGreaterThan(0);

    const res = await remove(child.id, 'director');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(((await list('director')).json() as Child[]).some((c) => c.id === child.id)).toBe(false);
    expect((await list('parent')).json().map((c: Child) => c.firstName)).toEqual(['Anika']);
    // Withdrawn (decision 061): the staff's lists and the parent no longer have the child;
    // directors still read its record, its last day yesterday.
    expect((await get(child.id, 'teacher')).statusCode).toBe(404);
    expect((await get(child.id, 'parent')).statusCode).toBe(404);
    expect((await get(child.id, 'director')).json()).toMatchObject({
      isActive: false,
      withdrawal: { lastDay: '2026-11-17', reason: '' },
    });

    const [row] = await t.database.db.select().from(children).where(eq(children.id, child.id));
    expect(row).toMatchObject({ isActive: false, removedAt: testNow, firstName: 'Aarav' });
    expect(await visits()).toBe(visitsBefore);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'child.remove'), eq(auditLog.entityId, String(child.id))));
    expect(audits).toHaveLength(1);
  });

  it('answers 404 for an unknown or already removed child', async () => {
    const { id } = (await create(valid)).json();
    expect((await remove(id, 'director')).statusCode).toBe(204);
    const again = await remove(id, 'director');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Child not found', code: 'errors.childNotFound' });
    expect((await remove(999999, 'director')).statusCode).toBe(404);
  });

  it('is for directors: a teacher or a parent gets 403, nobody signed in 401', async () => {
    const anika = await childNamed('Anika', 'Patel');
    const refused = await remove(anika.id, 'teacher');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this.');
    expect((await remove(anika.id, 'parent')).statusCode).toBe(403);
    expect((await remove(anika.id, 'parent2')).statusCode).toBe(403);
    expect((await remove(anika.id)).statusCode).toBe(401);
    expect((await get(anika.id, 'parent')).statusCode).toBe(200);
  });
});

describe('the children list (built by the database as JSON)', () => {
  it("says of every child exactly what the child's own answer says", async () => {
    const all = (await list('director')).json() as { id: number; createdAt: string }[];
    expect(all.length).toBeGreaterThan(3);
    for (const child of all) {
      const one = await get(child.id, 'director');
      expect(child).toEqual(one.json());
      expect(childResponse.parse(child)).toEqual(child);
      expect(child.createdAt).toBe(new Date(child.createdAt).toISOString());
    }
  });
});
