import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { childIdByName, enrolChild } from '../../../test/api/fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { attendance, auditLog, rooms } from '../../db/schema/index.ts';

/*
 * Withdrawal (the spec's remove) and re-enrolment (decision 061). The clock: Wednesday
 * 2026-11-18, 10:00 New York; the main scenario passes the centre's midnight.
 */
const t = testApp({ rememberMe: true });
const { cookie } = t;

type Who = keyof typeof cookie;
const get = (url: string, who: Who = 'director') =>
  t.request({ method: 'GET', url, cookie: cookie[who] });
const post = (url: string, payload: object, who: Who = 'director') =>
  t.request({ method: 'POST', url, cookie: cookie[who], payload });
const withdraw = (id: number, payload: object, who: Who = 'director') =>
  post(`/api/children/${id}/withdrawal`, payload, who);
const ny = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

const roomIds: Record<string, number> = {};
beforeAll(async () => {
  for (const r of await t.database.db.select().from(rooms)) roomIds[r.filterKey] = r.id;
});

const names = async (url: string, who: Who) =>
  ((await get(url, who)).json() as { firstName: string }[]).map((c) => c.firstName);
/** The parent's children each camera watches, as the parent's camera list names them. */
const cameraChildren = async () =>
  ((await get('/api/cameras', 'parent')).json() as { childNames?: string[] }[]).flatMap(
    (c) => c.childNames ?? [],
  );
const onSheet = async (date: string) =>
  (await get(`/api/reports/sign-in-sheet?date=${date}`)).body.includes('Aarav Patel');

describe('POST /api/children/{id}/withdrawal', () => {
  it('asks for a last day and a reason, in the spec’s manner', async () => {
    const id = await enrolChild(t, cookie.director, { firstName: 'Wren', lastName: 'Leaving' });
    const missing = await withdraw(id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      lastDay: 'Last day is required',
      reason: 'Reason is required',
    });
    const early = await withdraw(id, { lastDay: '2026-11-17', reason: 'Moving' });
    expect(early.json().fieldErrors).toEqual({
      lastDay: 'The last day cannot be before the child started at the centre',
    });
    for (const who of ['teacher', 'parent'] as const)
      expect(
        (await withdraw(id, { lastDay: '2026-11-20', reason: 'Moving' }, who)).statusCode,
      ).toBe(403);
    expect((await get('/api/children/withdrawn', 'teacher')).statusCode).toBe(403);
    expect((await withdraw(999999, { lastDay: '2026-11-20', reason: 'Moving' })).statusCode).toBe(
      404,
    );
  });

  it('keeps the child until the last day, then off lists, attendance and cameras; history stays; re-enrolment brings them back', async () => {
    const aarav = await childIdByName(t, 'Aarav', 'Patel');
    const total = async () => (await get('/api/dashboard/stats')).json().totalChildren as number;
    const totalBefore = await total();
    expect(await cameraChildren()).toContain('Aarav');

    const res = await withdraw(aarav, { lastDay: '2026-11-18', reason: 'Family moving away' });
    expect(res.statusCode, res.body).toBe(204);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'child.withdraw'), eq(auditLog.entityId, String(aarav))));
    expect(audit?.details).toEqual({ lastDay: '2026-11-18', reason: 'Family moving away' });
    const again = await withdraw(aarav, { lastDay: '2026-11-19', reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This child's withdrawal is already recorded");

    // The last day is today: still here, in every list.
    expect(await names('/api/children', 'teacher')).toContain('Aarav');
    expect(await names('/api/children', 'parent')).toContain('Aarav');
    expect(await cameraChildren()).toContain('Aarav');
    expect((await get(`/api/children/${aarav}`, 'parent')).json()).toMatchObject({
      withdrawal: { lastDay: '2026-11-18', reason: 'Family moving away' },
    });
    expect(await names('/api/children/withdrawn', 'director')).not.toContain('Aarav');

    await t.drainJobs();
    t.clock.set(ny('2026-11-19', '09:00'));
    try {
      await t.drainJobs();
      expect(await names('/api/children', 'teacher')).not.toContain('Aarav');
      expect(await names('/api/children', 'parent')).not.toContain('Aarav');
      expect((await get(`/api/children/${aarav}`, 'parent')).statusCode).toBe(404);
      expect(await cameraChildren()).not.toContain('Aarav');
      expect(await total()).toBe(totalBefore - 1);
      const checkIn = await post(
        '/api/attendance',
        { childId: aarav, checkInBy: 'Staff Member' },
        'teacher',
      );
      expect(checkIn.statusCode).toBe(404);

      // History: directors read the record, the list of those who left, the days before.
      expect((await get(`/api/children/${aarav}`)).json()).toMatchObject({ isActive: false });
      const left = (await get('/api/children/withdrawn')).json();
      expect(left).toContainEqual({
        id: aarav,
        firstName: 'Aarav',
        lastName: 'Patel',
        dateOfBirth: expect.any(String),
        room: 'Toddler Room',
        lastDay: '2026-11-18',
        reason: 'Family moving away',
        returnsOn: null,
      });
      const [visits] = await t.database.db
        .select({ n: count() })
        .from(attendance)
        .where(eq(attendance.childId, aarav));
      expect(visits!.n).toBeGreaterThan(0);
      expect(await onSheet('2026-11-18')).toBe(true);
      expect(await onSheet('2026-11-19')).toBe(false);

      // Re-enrolment: after the last day, in a room; at once when the day has come.
      const reEnrol = (payload: object, who: Who = 'director') =>
        post(`/api/children/${aarav}/re-enrolment`, payload, who);
      expect(
        (await reEnrol({ roomId: roomIds.preschool, from: '2026-11-19' }, 'teacher')).statusCode,
      ).toBe(403);
      const tooEarly = await reEnrol({ roomId: roomIds.preschool, from: '2026-11-18' });
      expect(tooEarly.json().fieldErrors).toEqual({
        from: 'The child can come back only after their last day',
      });
      expect((await reEnrol({ roomId: roomIds.preschool, from: '2026-11-19' })).statusCode).toBe(
        204,
      );
      const back = (await get(`/api/children/${aarav}`, 'parent')).json();
      expect(back).toMatchObject({ room: 'Preschool Room', isActive: true, withdrawal: null });
      expect(await names('/api/children', 'teacher')).toContain('Aarav');
      expect(await names('/api/children/withdrawn', 'director')).not.toContain('Aarav');
      expect(await total()).toBe(totalBefore);
      expect(await onSheet('2026-11-18')).toBe(true);
    } finally {
      t.clock.set(ny('2026-11-18', '10:00'));
    }
  });

  it('records one of two withdrawals sent at once; the other is a 409', async () => {
    const id = await enrolChild(t, cookie.director, { firstName: 'Tess', lastName: 'Twice' });
    const answers = await Promise.all(
      ['Moving', 'Moving away'].map((reason) => withdraw(id, { lastDay: '2026-11-25', reason })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'child.withdraw'), eq(auditLog.entityId, String(id))))) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });

  it('is what the spec’s DELETE does: a last day yesterday, off the lists at once', async () => {
    const id = await enrolChild(t, cookie.director, { firstName: 'Remy', lastName: 'Removed' });
    const res = await t.request({
      method: 'DELETE',
      url: `/api/children/${id}`,
      cookie: cookie.director,
    });
    expect(res.statusCode).toBe(204);
    expect(await names('/api/children', 'director')).not.toContain('Remy');
    expect((await get(`/api/children/${id}`)).json()).toMatchObject({
      withdrawal: { lastDay: '2026-11-17', reason: '' },
    });
  });
});
