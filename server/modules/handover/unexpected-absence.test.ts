import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendance, auditLog, unexpectedAbsenceAlerts } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mail/mailer.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { raiseUnexpectedAbsences } from './unexpected-absence.ts';

// The unexpected-absence alert (issue 40, decision 065) on a pinned clock: the test day is
// Wednesday 2026-11-18 in New York (UTC-5), starting at 10:00 with the demo's check-ins.

const today = '2026-11-18';
let t: TestApp;
const sent: Mail[] = [];
const cookie: Record<string, string> = {};
type Child = { id: number; firstName: string };
let expected: Child;
let reported: Child;
let arrived: Child;

const req = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.request({ method, url, cookie: cookie[who], payload });
const alerts = async (who = 'teacher') =>
  (await req('GET', '/api/unexpected-absences', who)).json() as { childId: number }[];
const lateMails = (child: Child) => sent.filter((m) => m.subject.startsWith(child.firstName));
/** Runs the jobs due up to `utc`, then the e-mails they queued. */
async function runUntil(utc: string) {
  t.clock.set(new Date(utc));
  await t.drainJobs();
  await t.drainJobs();
}
const notCheckedInToday = (childId: number) =>
  t.database.db
    .delete(attendance)
    .where(and(eq(attendance.childId, childId), eq(attendance.date, today)));

beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://portal.sunnydays.example' });
  vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
    sent.push(mail);
  });
  for (const who of ['director', 'teacher', 'parent', 'parent2'] as const)
    cookie[who] = await t.login(demo[who]);
  expected = ((await req('GET', '/api/children', 'parent')).json() as Child[])[0]!;
  reported = ((await req('GET', '/api/children', 'parent2')).json() as Child[])[0]!;
  const present = (await req('GET', `/api/attendance?date=${today}`, 'teacher')).json() as {
    childId: number;
    checkInTime: string | null;
  }[];
  const all = (await req('GET', '/api/children', 'teacher')).json() as Child[];
  const here = new Set(present.filter((r) => r.checkInTime).map((r) => r.childId));
  arrived = all.find((c) => here.has(c.id) && c.id !== expected.id && c.id !== reported.id)!;
  // Every other child is checked in: the test follows three children.
  for (const child of all) {
    if ([expected.id, reported.id, arrived.id].includes(child.id) || here.has(child.id)) continue;
    await req('POST', '/api/attendance', 'teacher', { childId: child.id, checkInBy: 'Staff' });
  }
  await notCheckedInToday(expected.id);
  await notCheckedInToday(reported.id);
  const absence = await req('POST', `/api/children/${reported.id}/absences`, 'parent2', {
    fromDate: today,
    reason: 'sick',
  });
  expect(absence.statusCode, absence.body).toBe(201);
  // Guardians read their own language: the family's message and e-mail follow it.
  expect((await req('PUT', '/api/settings', 'parent', { language: 'fr' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('the alert time', () => {
  it('is the directors’ to set, within the opening hours, and audited', async () => {
    const hours = { openingTime: '07:00', closingTime: '18:00' };
    const early = await req('PUT', '/api/centre/hours', 'director', {
      ...hours,
      absenceAlertTime: '06:30',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldCodes.absenceAlertTime).toEqual({
      code: 'errors.absenceAlertOutsideHours',
    });
    expect(
      (await req('PUT', '/api/centre/hours', 'director', { ...hours, absenceAlertTime: '9h' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await req('PUT', '/api/centre/hours', 'teacher', { ...hours, absenceAlertTime: '10:30' }))
        .statusCode,
    ).toBe(403);
    const set = await req('PUT', '/api/centre/hours', 'director', {
      ...hours,
      absenceAlertTime: '10:30',
    });
    expect(set.json()).toEqual({ ...hours, absenceAlertTime: '10:30' });
    // Left out of a change of hours, it stays.
    const kept = await req('PUT', '/api/centre/hours', 'director', hours);
    expect(kept.json().absenceAlertTime).toBe('10:30');
    const audited = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'centre.hours'));
    expect(audited.map((a) => a.details)).toContainEqual({ ...hours, absenceAlertTime: '10:30' });
    // The audit log says it in words.
    const log = (await req('GET', '/api/reports/audit?limit=5', 'director')).json() as {
      actionText: string;
      detailsText: string | null;
    }[];
    expect(log).toContainEqual(
      expect.objectContaining({
        actionText: 'Changed the opening hours',
        detailsText: expect.stringContaining('Unexpected-absence alert at: 10:30'),
      }),
    );
  });
});

describe('the unexpected-absence alert', () => {
  it('raises nothing before the set time', async () => {
    await runUntil('2026-11-18T15:29:00Z'); // 10:29
    expect(await raiseUnexpectedAbsences(t.app)).toBe(0);
    expect(await alerts()).toEqual([]);
    expect(lateMails(expected)).toEqual([]);
  });

  it('alerts staff and tells the expected child’s guardians once, at the set time', async () => {
    await runUntil('2026-11-18T15:30:00Z'); // 10:30
    const list = await alerts();
    expect(list.map((a) => a.childId)).toEqual([expected.id]);
    // Not the child reported absent, nor the one checked in.
    expect(list.map((a) => a.childId)).not.toContain(reported.id);
    expect(list.map((a) => a.childId)).not.toContain(arrived.id);
    expect(lateMails(reported)).toEqual([]);
    expect(lateMails(arrived)).toEqual([]);

    const mails = lateMails(expected);
    expect(mails.map((m) => m.to)).toContain(demo.parent);
    expect(mails.every((m) => !m.to.includes('parent2'))).toBe(true);
    const toParent = mails.find((m) => m.to === demo.parent)!;
    expect(toParent.subject).toBe(`${expected.firstName} n’est pas encore arrivé(e)`);
    expect(toParent.text).toContain('tout va bien');

    // The family's thread: the guardians of that child, and nobody else's.
    const threads = (await req('GET', '/api/messages/threads', 'parent')).json() as {
      subject: string;
      childId: number;
      lastMessage: { preview: string };
    }[];
    const thread = threads.find((th) => th.subject.startsWith(expected.firstName));
    expect(thread?.childId).toBe(expected.id);
    expect(thread?.lastMessage.preview).toContain('tout va bien');
    const others = (await req('GET', '/api/messages/threads', 'parent2')).json() as {
      childId: number;
    }[];
    expect(others.map((th) => th.childId)).not.toContain(expected.id);

    // Running again, by the job or by hand, and two runners at once, sends nothing more.
    const before = sent.length;
    await runUntil('2026-11-18T15:35:00Z');
    await Promise.all([raiseUnexpectedAbsences(t.app), raiseUnexpectedAbsences(t.app)]);
    await t.drainJobs();
    expect(sent.length).toBe(before);
    const rows = await t.database.db
      .select()
      .from(unexpectedAbsenceAlerts)
      .where(eq(unexpectedAbsenceAlerts.date, today));
    expect(rows.map((r) => r.childId)).toEqual([expected.id]);
  });

  it('claims each child’s day once: the unique index decides between two runners', async () => {
    await expect(
      t.database.db
        .insert(unexpectedAbsenceAlerts)
        .values({ childId: expected.id, date: today, alertedAt: t.clock.now() }),
    ).rejects.toThrow();
    // A child that stops arriving later in the day is alerted by the next run, once.
    await notCheckedInToday(arrived.id);
    const [a, b] = await Promise.all([
      raiseUnexpectedAbsences(t.app),
      raiseUnexpectedAbsences(t.app),
    ]);
    expect(a + b).toBe(1);
  });

  it('is the staff’s: parents never see the list', async () => {
    expect((await req('GET', '/api/unexpected-absences', 'parent')).statusCode).toBe(403);
    expect((await req('GET', '/api/unexpected-absences', 'parent2')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/unexpected-absences' })).statusCode).toBe(
      401,
    );
  });

  it('leaves the dashboard once the child is checked in or reported absent', async () => {
    const checkIn = await req('POST', '/api/attendance', 'teacher', {
      childId: expected.id,
      checkInBy: 'Staff Member',
    });
    expect(checkIn.statusCode, checkIn.body).toBeLessThan(300);
    const absence = await req('POST', `/api/children/${arrived.id}/absences`, 'teacher', {
      fromDate: today,
      reason: 'sick',
    });
    expect(absence.statusCode, absence.body).toBe(201);
    expect(await alerts('director')).toEqual([]);
  });
});

// Open days and closures (decision 073) replace the old rule that a day nobody was checked in
// by the alert time was a closed day.
describe('the alert on the centre’s open days only', () => {
  // 10:30 in New York; signed in afresh (a day later the sessions have lapsed).
  const atTenThirty = async (day: string) => {
    await runUntil(`${day}T15:30:00Z`);
    for (const who of ['director', 'teacher'] as const) cookie[who] = await t.login(demo[who]);
  };

  it('raises nothing on a closure day, though nobody has arrived', async () => {
    const added = await req('POST', '/api/centre/closures', 'director', {
      name: 'Staff training day',
      startDate: '2026-11-19',
      endDate: '2026-11-19',
    });
    expect(added.statusCode, added.body).toBe(201);
    await atTenThirty('2026-11-19'); // Thursday
    expect(await raiseUnexpectedAbsences(t.app)).toBe(0);
    expect(await alerts()).toEqual([]);
  });

  it('alerts on an ordinary open day even when nobody has been checked in yet', async () => {
    const before = sent.length;
    await atTenThirty('2026-11-20'); // Friday, nobody checked in
    const list = await alerts();
    const enrolled = (await req('GET', '/api/children', 'teacher')).json() as Child[];
    expect(list.length).toBe(enrolled.length);
    expect(list.map((a) => a.childId)).toContain(expected.id);
    expect(sent.length).toBeGreaterThan(before);
  });

  it('raises nothing on a weekday the centre does not open', async () => {
    await atTenThirty('2026-11-21'); // Saturday
    expect(await raiseUnexpectedAbsences(t.app)).toBe(0);
    expect(await alerts()).toEqual([]);
    // A director who opens on Saturdays gets the alert then.
    const opened = await req('PUT', '/api/centre/open-days', 'director', {
      openWeekdays: [1, 2, 3, 4, 5, 6],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await raiseUnexpectedAbsences(t.app)).toBeGreaterThan(0);
  });
});
