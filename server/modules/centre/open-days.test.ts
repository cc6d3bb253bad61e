import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { isOpenDay } from './open-days.ts';

// The centre's open weekdays and closures (decision 073). The test day is Wednesday
// 2026-11-18 on the centre's clock (test/api/fixed-time.ts).

let t: TestApp;
const cookie: Record<string, string> = {};
const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: string,
  payload?: object,
) => t.request({ method, url, cookie: who ? cookie[who] : undefined, payload });
const addClosure = (name: string, startDate: string, endDate: string, who = 'director') =>
  req('POST', '/api/centre/closures', who, { name, startDate, endDate });

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['director', 'teacher', 'parent'] as const)
    cookie[who] = await t.login(demo[who]);
});
afterAll(() => t.close());

describe('open weekdays', () => {
  it('are Monday to Friday until a director changes them, audited', async () => {
    const calendar = (await req('GET', '/api/centre/calendar', 'teacher')).json();
    expect(calendar.openWeekdays).toEqual([1, 2, 3, 4, 5]);
    expect(await isOpenDay(t.app.db, '2026-11-21')).toBe(false); // Saturday
    expect(await isOpenDay(t.app.db, '2026-11-20')).toBe(true); // Friday

    const saved = await req('PUT', '/api/centre/open-days', 'director', {
      openWeekdays: [6, 1, 2, 3, 4, 5],
    });
    expect(saved.json()).toEqual({ openWeekdays: [1, 2, 3, 4, 5, 6] });
    expect(await isOpenDay(t.app.db, '2026-11-21')).toBe(true);
    const [row] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'centre.openDays'));
    expect(row?.details).toEqual({
      openWeekdays: { from: [1, 2, 3, 4, 5], to: [1, 2, 3, 4, 5, 6] },
    });
    // The audit log says it in words.
    const log = (await req('GET', '/api/reports/audit?limit=5', 'director')).json() as {
      actionText: string;
      detailsText: string | null;
    }[];
    expect(log).toContainEqual(
      expect.objectContaining({
        actionText: 'Changed the days the centre is open',
        detailsText: expect.stringContaining('Friday → Monday, Tuesday'),
      }),
    );
    const back = await req('PUT', '/api/centre/open-days', 'director', {
      openWeekdays: [1, 2, 3, 4, 5],
    });
    expect(back.statusCode).toBe(200);
  });

  it('are at least one, each once, 1 to 7', async () => {
    for (const openWeekdays of [[], [1, 1], [0], [8], ['mon']]) {
      const res = await req('PUT', '/api/centre/open-days', 'director', { openWeekdays });
      expect(res.statusCode, JSON.stringify(openWeekdays)).toBe(400);
    }
  });

  it('are changed by directors only', async () => {
    const body = { openWeekdays: [1, 2, 3] };
    expect((await req('PUT', '/api/centre/open-days', 'teacher', body)).statusCode).toBe(403);
    expect((await req('PUT', '/api/centre/open-days', 'parent', body)).statusCode).toBe(403);
    expect((await req('PUT', '/api/centre/open-days', undefined, body)).statusCode).toBe(401);
  });
});

describe('closures', () => {
  it('are added by directors as a day or a range, audited, and close those days', async () => {
    const one = await addClosure('Thanksgiving', '2026-11-26', '2026-11-27');
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toMatchObject({ name: 'Thanksgiving', startDate: '2026-11-26' });
    const winter = await addClosure('  Winter break ', '2026-12-24', '2027-01-01');
    expect(winter.json().name).toBe('Winter break');
    expect(await isOpenDay(t.app.db, '2026-11-26')).toBe(false);
    expect(await isOpenDay(t.app.db, '2026-12-31')).toBe(false);
    expect(await isOpenDay(t.app.db, '2027-01-04')).toBe(true);
    const audited = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'centre.closure.add'));
    expect(audited.map((a) => a.details)).toContainEqual({
      name: 'Thanksgiving',
      startDate: '2026-11-26',
      endDate: '2026-11-27',
    });
  });

  it('refuse an end before the start, a past closure, and an empty name (400)', async () => {
    const backwards = await addClosure('Backwards', '2026-12-10', '2026-12-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldCodes.endDate).toEqual({ code: 'errors.closureEndBeforeStart' });
    const past = await addClosure('Last week', '2026-11-09', '2026-11-10');
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldCodes.endDate).toEqual({ code: 'errors.closurePast' });
    expect((await addClosure(' ', '2026-12-10', '2026-12-10')).statusCode).toBe(400);
    expect((await addClosure('Bad day', '2026-02-30', '2026-03-01')).statusCode).toBe(400);
  });

  it('never share a day: a duplicate or overlapping range answers 409', async () => {
    const same = await addClosure('Thanksgiving again', '2026-11-26', '2026-11-27');
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('errors.closureOverlaps');
    expect((await addClosure('New Year', '2027-01-01', '2027-01-02')).statusCode).toBe(409);
    // Two at once: one wins, the other is told.
    const both = await Promise.all([
      addClosure('Snow day', '2026-12-14', '2026-12-14'),
      addClosure('Snow day', '2026-12-14', '2026-12-15'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('are added and removed by directors only; everyone signed in reads upcoming ones', async () => {
    expect(
      (await addClosure('Teacher day', '2026-12-04', '2026-12-04', 'teacher')).statusCode,
    ).toBe(403);
    expect((await addClosure('Parent day', '2026-12-04', '2026-12-04', 'parent')).statusCode).toBe(
      403,
    );
    const calendar = await req('GET', '/api/centre/calendar', 'parent');
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json().closures.map((c: { name: string }) => c.name)).toEqual([
      'Thanksgiving',
      'Snow day',
      'Winter break',
    ]);
    expect((await req('GET', '/api/centre/calendar')).statusCode).toBe(401);
    // The full list, past ones too, is the directors' Settings.
    expect((await req('GET', '/api/centre/closures', 'parent')).statusCode).toBe(403);
    expect((await req('GET', '/api/centre/closures', 'teacher')).statusCode).toBe(403);
    expect((await req('GET', '/api/centre/closures', 'director')).statusCode).toBe(200);
  });

  it('are removed while not over; past ones are kept', async () => {
    const snow = (await req('GET', '/api/centre/calendar', 'director'))
      .json()
      .closures.find((c: { name: string }) => c.name === 'Snow day');
    expect((await req('DELETE', `/api/centre/closures/${snow.id}`, 'teacher')).statusCode).toBe(
      403,
    );
    expect((await req('DELETE', `/api/centre/closures/${snow.id}`, 'director')).statusCode).toBe(
      204,
    );
    expect((await req('DELETE', `/api/centre/closures/${snow.id}`, 'director')).statusCode).toBe(
      404,
    );
    const removed = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(like(auditLog.action, 'centre.closure.remove'));
    expect(removed[0]?.details).toMatchObject({ name: 'Snow day' });

    // Thanksgiving, a week later: over, listed in Settings, not removable, not upcoming.
    t.clock.set(new Date('2026-12-01T15:00:00Z'));
    for (const who of ['director', 'parent'] as const) cookie[who] = await t.login(demo[who]);
    const all = (await req('GET', '/api/centre/closures', 'director')).json();
    expect(all.today).toBe('2026-12-01');
    const thanksgiving = all.closures.find((c: { name: string }) => c.name === 'Thanksgiving');
    expect(thanksgiving).toBeDefined();
    const refused = await req('DELETE', `/api/centre/closures/${thanksgiving.id}`, 'director');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('errors.closurePast');
    const upcoming = (await req('GET', '/api/centre/calendar', 'parent')).json();
    expect(upcoming.closures.map((c: { name: string }) => c.name)).toEqual(['Winter break']);
  });
});
