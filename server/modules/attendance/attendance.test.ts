import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog, children, users } from '../../db/schema/index.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York. Tomorrow has no records yet.
const today = '2026-11-18';
const at = (iso: string) => new Date(iso);
const tomorrowAt0830 = at('2026-11-19T13:30:00Z');

const t = testApp({ rememberMe: true });
const { cookie } = t;
afterEach(() => t.clock.set(testNow));

const post = (payload: object, who?: keyof typeof cookie) =>
  t.request({ method: 'POST', url: '/api/attendance', payload, cookie: who && cookie[who] });
const get = (query: string, who?: keyof typeof cookie) =>
  t.request({ method: 'GET', url: `/api/attendance${query}`, cookie: who && cookie[who] });

async function childNamed(first: string, last: string) {
  const [c] = await t.database.db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.firstName, first), eq(children.lastName, last)));
  return c!.id;
}

/** Enrolled children of other families, each used by one test only. */
let spare: { id: number; name: string }[] = [];
const takeChild = () => spare.shift()!;
beforeAll(async () => {
  spare = (
    await t.database.db
      .select({ id: children.id, first: children.firstName, last: children.lastName })
      .from(children)
      .where(and(isNull(children.removedAt), notInArray(children.lastName, ['Patel', 'Johnson'])))
      .orderBy(asc(children.id))
  ).map((c) => ({ id: c.id, name: `${c.first} ${c.last}` }));
});

describe('POST /api/attendance: check-in', () => {
  it('records the centre’s time, who dropped off and who recorded it; late after 09:00', async () => {
    t.clock.set(tomorrowAt0830);
    const early = takeChild();
    const res = await post(
      { childId: early.id, checkInTime: '06:00', checkInBy: 'Staff Member', status: 'late' },
      'teacher',
    );
    expect(res.statusCode).toBe(200);
    // The sender's time and status are ignored: 08:30 on the centre's clock is on time.
    expect(res.json()).toMatchObject({
      childId: early.id,
      date: '2026-11-19',
      checkInTime: '08:30',
      checkOutTime: null,
      status: 'present',
      checkInBy: 'Staff Member',
      checkOutBy: null,
    });
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(eq(attendance.id, res.json().id));
    const [teacher] = await t.database.db.select().from(users).where(eq(users.email, demo.teacher));
    expect(row!.recordedByUserId).toBe(teacher!.id);
    expect(row!.checkInAt!.toISOString()).toBe('2026-11-19T13:30:00.000Z');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'attendance'), eq(auditLog.entityId, String(row!.id))));
    expect(audit.map((a) => a.action)).toEqual(['attendance.checkIn']);
    const listed = await get(`?childId=${early.id}`, 'director');
    expect(listed.json()).toEqual([res.json()]);

    t.clock.set(at('2026-11-19T14:01:00Z')); // 09:01
    const late = await post(
      { childId: takeChild().id, date: '2026-11-19', checkInBy: 'Other Authorized Guardian' },
      'director',
    );
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ checkInTime: '09:01', status: 'late' });
  });

  it('refuses a second check-in the same day', async () => {
    const aarav = await childNamed('Aarav', 'Patel'); // the seed checked him in this morning
    const res = await post({ childId: aarav, checkInBy: 'Priya Patel (parent)' }, 'teacher');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Aarav Patel is already checked in today.');
  });

  it('says who and which child are missing, in the spec’s words', async () => {
    const res = await post({}, 'teacher');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      childId: 'Please select a child',
      checkInBy: 'Please select who is performing this action',
    });
    const blank = await post({ childId: '', checkInBy: '  ' }, 'teacher');
    expect(blank.json().fieldErrors).toEqual({
      childId: 'Please select a child',
      checkInBy: 'Please select who is performing this action',
    });
    const out = await post({ childId: 1, checkOutTime: '15:00', checkOutBy: '' }, 'teacher');
    expect(out.json().fieldErrors).toEqual({
      checkOutBy: 'Please select who is performing this action',
    });
  });

  it('records only today, and only for enrolled children', async () => {
    const child = takeChild();
    const otherDay = await post(
      { childId: child.id, date: '2026-11-17', checkInBy: 'Staff Member' },
      'teacher',
    );
    expect(otherDay.statusCode).toBe(400);
    expect(otherDay.json().message).toBe(`Attendance can only be recorded for today (${today}).`);
    const unknown = await post({ childId: 999_999, checkInBy: 'Staff Member' }, 'teacher');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Child not found');
    await t.database.db
      .update(children)
      .set({ removedAt: t.clock.now(), isActive: false })
      .where(eq(children.id, child.id));
    const removed = await post({ childId: child.id, checkInBy: 'Staff Member' }, 'teacher');
    expect(removed.statusCode).toBe(404);
  });
});

describe('POST /api/attendance: check-out', () => {
  it('refuses to check out a child who was not checked in, then checks in and out', async () => {
    t.clock.set(tomorrowAt0830);
    const child = takeChild();
    const before = await post({ childId: child.id, checkOutBy: 'Staff Member' }, 'teacher');
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(`${child.name} has not been checked in today.`);

    expect((await post({ childId: child.id, checkInBy: 'A (parent)' }, 'teacher')).statusCode).toBe(
      200,
    );
    // 19:30 in New York is still the 19th there, although it is the 20th in UTC.
    t.clock.set(at('2026-11-20T00:30:00Z'));
    const out = await post(
      {
        childId: child.id,
        date: '2026-11-19',
        checkOutTime: '23:59',
        checkOutBy: 'B (emergency contact)',
      },
      'director',
    );
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      date: '2026-11-19',
      checkInTime: '08:30',
      checkOutTime: '19:30',
      status: 'present',
      checkInBy: 'A (parent)',
      checkOutBy: 'B (emergency contact)',
    });

    const twice = await post({ childId: child.id, checkOutBy: 'Staff Member' }, 'teacher');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`${child.name} is already checked out today.`);
    const inAgain = await post({ childId: child.id, checkInBy: 'Staff Member' }, 'teacher');
    expect(inAgain.json().message).toBe(`${child.name} is already checked in today.`);
  });

  it('is for staff only', async () => {
    const aarav = await childNamed('Aarav', 'Patel');
    for (const who of ['parent', 'parent2'] as const)
      expect(
        (await post({ childId: aarav, checkOutBy: 'Priya Patel (parent)' }, who)).statusCode,
      ).toBe(403);
    expect((await post({ childId: aarav, checkOutBy: 'x' })).statusCode).toBe(401);
  });
});

describe('GET /api/attendance (built by the database as JSON)', () => {
  it('lists a record exactly as its check-in and its check-out answered it', async () => {
    t.clock.set(at('2026-11-19T14:07:00Z'));
    const child = takeChild();
    const checkedIn = await post({ childId: child.id, checkInBy: 'Grandparent' }, 'teacher');
    expect(checkedIn.statusCode).toBe(200);
    const listed = async () =>
      ((await get('?date=2026-11-19', 'director')).json() as { id: number }[]).find(
        (r) => r.id === checkedIn.json().id,
      );
    expect(await listed()).toEqual(checkedIn.json());

    t.clock.set(at('2026-11-19T21:45:00Z'));
    const checkedOut = await post({ childId: child.id, checkOutBy: 'Parent' }, 'director');
    expect(checkedOut.statusCode).toBe(200);
    expect(checkedOut.json()).toMatchObject({ checkInTime: '09:07', checkOutTime: '16:45' });
    expect(await listed()).toEqual(checkedOut.json());
  });
});
