import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog, children } from '../../db/schema/index.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { testApp } from '../../../test/api/test-app.ts';

// Check-ins and check-outs queued on a device while offline (issue 16, decision 028).
// The test clock: Wednesday 2026-11-19 (tomorrow has no records), New York.
// Signed in with Remember me: the clock moves to the next day.
const t = testApp({ rememberMe: true });
const { cookie } = t;
const tomorrowAt1000 = new Date('2026-11-19T15:00:00Z');
afterEach(() => t.clock.set(testNow));

const post = (payload: object, who: keyof typeof cookie = 'teacher') =>
  t.request({ method: 'POST', url: '/api/attendance', payload, cookie: cookie[who] });
const minutesAgo = (n: number) => new Date(t.clock.now().getTime() - n * 60_000).toISOString();

let spare: number[] = [];
const takeChild = () => spare.shift()!;
beforeAll(async () => {
  spare = (
    await t.database.db
      .select({ id: children.id })
      .from(children)
      .where(and(isNull(children.removedAt), notInArray(children.lastName, ['Patel', 'Johnson'])))
      .orderBy(asc(children.id))
  ).map((c) => c.id);
});
const auditRows = (attendanceId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'attendance'), eq(auditLog.entityId, String(attendanceId))));

describe('an action queued offline', () => {
  it('is recorded at the time it happened, with its status from that time', async () => {
    t.clock.set(tomorrowAt1000);
    const childId = takeChild();
    const res = await post({
      childId,
      checkInBy: 'Staff Member',
      clientActionId: 'device-1-action-0001',
      happenedAt: minutesAgo(75), // 08:45: on time, though it arrives at 10:00
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ checkInTime: '08:45', status: 'present' });
    const [audit] = await auditRows(res.json().id);
    expect(audit!.details).toMatchObject({ happenedAt: '2026-11-19T13:45:00.000Z' });
    expect(audit!.at).toEqual(tomorrowAt1000);
  });

  it('sent again, is answered with what it did the first time and recorded once', async () => {
    t.clock.set(tomorrowAt1000);
    const childId = takeChild();
    const action = {
      childId,
      checkInBy: 'Staff Member',
      clientActionId: 'device-1-action-0002',
      happenedAt: minutesAgo(20),
    };
    const first = await post(action);
    const again = await Promise.all([post(action), post(action), post(action)]);
    for (const res of again) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(first.json());
    }
    expect(await auditRows(first.json().id)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.childId, childId), eq(attendance.date, '2026-11-19')));
    expect(rows).toHaveLength(1);
  });

  it('sent in parallel the first time, is still recorded once', async () => {
    t.clock.set(tomorrowAt1000);
    const childId = takeChild();
    const action = {
      childId,
      checkInBy: 'Staff Member',
      clientActionId: 'device-2-action-0001',
      happenedAt: minutesAgo(5),
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(action)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await auditRows(answers[0]!.json().id)).toHaveLength(1);
  });

  it('meets a check-in made meanwhile on another device: a conflict, in words', async () => {
    t.clock.set(tomorrowAt1000);
    const childId = takeChild();
    expect((await post({ childId, checkInBy: 'Staff Member' }, 'director')).statusCode).toBe(200);
    const queued = await post({
      childId,
      checkInBy: 'Staff Member',
      clientActionId: 'device-3-action-0001',
      happenedAt: minutesAgo(30),
    });
    expect(queued.statusCode).toBe(409);
    expect(queued.json().message).toMatch(/already checked in today/);
    // Sent again, the same answer: the refusal stored nothing.
    expect(
      (
        await post({
          childId,
          checkInBy: 'Staff Member',
          clientActionId: 'device-3-action-0001',
          happenedAt: minutesAgo(30),
        })
      ).statusCode,
    ).toBe(409);
  });

  it('must be from today, within 12 hours, not ahead of the server; a check-out not before its check-in', async () => {
    t.clock.set(tomorrowAt1000);
    const childId = takeChild();
    const send = (happenedAt: string, id: string) =>
      post({ childId, checkInBy: 'Staff Member', clientActionId: id, happenedAt });
    for (const [happened, id] of [
      ['2026-11-18T22:00:00Z', 'bad-yesterday'], // 17:00 yesterday in New York
      [minutesAgo(-10), 'bad-ahead-10'],
      ['not a time', 'bad-not-a-time'],
    ] as const) {
      const res = await send(happened, id);
      expect(res.statusCode, happened).toBe(400);
    }
    // A clock a minute ahead counts as now.
    const slightlyAhead = await send(minutesAgo(-1), 'ok-ahead-1m');
    expect(slightlyAhead.json().checkInTime).toBe('10:00');
    const out = await post({
      childId,
      checkOutBy: 'Staff Member',
      clientActionId: 'bad-out-early',
      happenedAt: minutesAgo(30),
    });
    expect(out.statusCode).toBe(400);
    expect(out.json().code).toBe('errors.checkOutBeforeCheckIn');
  });

  it('is the sender’s own: another account using the same id gets a conflict, not the record', async () => {
    t.clock.set(tomorrowAt1000);
    const childId = takeChild();
    const action = { childId, checkInBy: 'Staff Member', clientActionId: 'device-4-action-0001' };
    expect((await post(action, 'teacher')).statusCode).toBe(200);
    const other = await post({ ...action, childId: takeChild() }, 'director');
    expect(other.statusCode).toBe(409);
    expect(other.body).not.toContain(String(childId));
  });
});
