import { createEnrolledChild } from '../../../test/api/fixtures.ts';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, children } from '../../db/schema/index.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';
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
const childNamed = async (firstName: string, lastName: string) =>
  ((await list('director')).json() as Child[]).find(
    (c) => c.firstName === firstName && c.lastName === lastName,
  )!;
const childCount = async () => (await t.database.db.select({ n: count() }).from(children))[0]!.n;

const valid = {
  firstName: 'Olivia',
  lastName: 'Brooks',
  dateOfBirth: '2024-05-10',
  room: 'Toddler Room',
  allergies: 'Strawberries',
};

describe('POST /api/children', () => {
  it('enrols a child with the spec’s placeholders for what the parent gives later', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(201);
    const { id, ...rest } = res.json();
    expect(rest).toEqual({ firstName: 'Olivia', lastName: 'Brooks' });
    const child = (await get(id, 'director')).json();
    expect(child).toMatchObject({
      dateOfBirth: '2024-05-10',
      room: 'Toddler Room',
      allergies: 'Strawberries',
      medicalInfo: '',
      emergencyContact: 'TBD - To be collected during parent invitation',
      parentName: 'TBD',
      parentPhone: 'TBD',
      parentEmail: 'TBD',
      parentDriversLicense: 'TBD',
      relationship: 'parent',
      isActive: true,
      createdAt: testNow.toISOString(),
    });
    expect((await childNamed('Olivia', 'Brooks')).id).toBe(id);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'child.create'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ entityType: 'child', at: testNow });
  });

  it('keeps parent details and a relationship when they are given, and trims text', async () => {
    const res = await create(
      {
        ...valid,
        firstName: '  Noah ',
        allergies: '',
        emergencyContact: 'Ruth Brooks - (555) 222-3333',
        parentName: 'Sam Brooks',
        parentPhone: '(555) 222-4444',
        parentEmail: 'sam.brooks@example.org',
        parentDriversLicense: 'D1234567',
        relationship: 'guardian',
      },
      'teacher',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().firstName).toBe('Noah');
    expect((await get(res.json().id, 'teacher')).json()).toMatchObject({
      allergies: '',
      emergencyContact: 'Ruth Brooks - (555) 222-3333',
      parentName: 'Sam Brooks',
      parentEmail: 'sam.brooks@example.org',
      parentDriversLicense: 'D1234567',
      relationship: 'guardian',
    });
  });

  it('accepts the body the spec’s own client sends, with its placeholders', async () => {
    // Spec sections 5 and 7: step 1 sends every field, the parent's as 'TBD' placeholders.
    const res = await create({
      ...valid,
      emergencyContact: 'TBD - To be collected during parent invitation',
      parentName: 'TBD',
      parentPhone: 'TBD',
      parentEmail: 'TBD',
      parentDriversLicense: '',
      relationship: 'parent',
    });
    expect(res.statusCode).toBe(201);
    expect((await get(res.json().id, 'director')).json()).toMatchObject({
      emergencyContact: 'TBD - To be collected during parent invitation',
      parentName: 'TBD',
      parentEmail: 'TBD',
      relationship: 'parent',
    });
  });

  it('says what is missing in the spec’s words, for absent and for blank fields', async () => {
    const before = await childCount();
    const expected = {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dateOfBirth: 'Date of birth is required',
      room: 'Room assignment is required',
    };
    for (const payload of [{}, { firstName: ' ', lastName: '', dateOfBirth: '', room: '' }]) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'First name is required',
        code: 'errors.firstNameRequired',
        fieldErrors: expected,
        fieldCodes: {
          firstName: { code: 'errors.firstNameRequired' },
          lastName: { code: 'errors.lastNameRequired' },
          dateOfBirth: { code: 'errors.dateOfBirthRequired' },
          room: { code: 'errors.roomRequired' },
        },
      });
    }
    expect(await childCount()).toBe(before);
  });

  it('refuses an invalid or future date of birth, and accepts today (the centre’s today)', async () => {
    for (const dateOfBirth of ['2024-02-30', '10/05/2024', 'yesterday']) {
      const res = await create({ ...valid, dateOfBirth });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        dateOfBirth: 'Please enter a valid date (YYYY-MM-DD)',
      });
    }
    const future = await create({ ...valid, dateOfBirth: '2026-11-19' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      message: 'Date of birth cannot be in the future',
      code: 'errors.dateOfBirthFuture',
      fieldErrors: { dateOfBirth: 'Date of birth cannot be in the future' },
      fieldCodes: { dateOfBirth: { code: 'errors.dateOfBirthFuture' } },
    });
    expect((await create({ ...valid, dateOfBirth: '2026-11-18' })).statusCode).toBe(201);
    // 21:30 on the 18th in New York is already the 19th in UTC: still not a birth tomorrow.
    // (A fresh sign-in: the morning's session has timed out by then.)
    t.clock.set(new Date('2026-11-19T02:30:00Z'));
    try {
      const evening = await t.login(demo.director);
      const res = await t.request({
        method: 'POST',
        url: '/api/children',
        cookie: evening,
        payload: { ...valid, dateOfBirth: '2026-11-19' },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      t.clock.set(testNow);
    }
  });

  it('accepts only the centre’s rooms, a valid parent e-mail and a known relationship', async () => {
    const room = await create({ ...valid, room: 'Moon Room' });
    expect(room.statusCode).toBe(400);
    expect(room.json().fieldErrors).toEqual({ room: "Please choose one of the centre's rooms" });
    const email = await create({ ...valid, parentEmail: 'not-an-email' });
    expect(email.json().fieldErrors).toEqual({ parentEmail: 'Please enter a valid email address' });
    const relation = await create({ ...valid, relationship: 'neighbour' });
    expect(relation.json().fieldErrors).toEqual({
      relationship: 'Relationship must be parent, guardian, grandparent or other',
    });
    const long = await create({ ...valid, firstName: 'x'.repeat(101) });
    expect(long.json().fieldErrors).toEqual({
      firstName: 'First name must be at most 100 characters',
    });
  });

  it('is for staff: a parent gets 403, nobody signed in 401', async () => {
    expect((await create(valid, 'parent')).statusCode).toBe(403);
    expect((await create(valid, 'parent2')).statusCode).toBe(403);
    const anonymous = await t.request({ method: 'POST', url: '/api/children', payload: valid });
    expect(anonymous.statusCode).toBe(401);
  });
});
