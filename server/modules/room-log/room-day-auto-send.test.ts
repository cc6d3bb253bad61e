import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dailyReports, jobs, roomDayReviews } from '../../db/schema/index.ts';
import { childIdByName } from '../../../test/api/fixtures.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { sendRoomDaysAutomatically } from './room-day-auto-send.ts';

// The automatic Review and send (issue 42, decision 068) on a pinned clock: Wednesday
// 2026-11-18 in New York (UTC-5), from 10:00; the director chooses 16:00, reading French.

const today = '2026-11-18';
let t: TestApp;
const cookie: Record<string, string> = {};
const ids = { aarav: 0, anika: 0, jayden: 0, mia: 0 };
let counter = 0;

const req = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.request({ method, url, cookie: cookie[who], payload });
const log = (payload: object) =>
  req('POST', '/api/room-log/entries', 'teacher', {
    clientActionId: `auto-send-${++counter}`,
    ...payload,
  });
const settings = (autoSendAt: string) =>
  req('PUT', '/api/room-log/settings', 'director', {
    familyView: 'reviewed',
    bottleUnit: 'ml',
    infantSheetMonths: 18,
    autoSendAt,
  });
const reportsOf = (childId: number) =>
  t.database.db
    .select()
    .from(dailyReports)
    .where(and(eq(dailyReports.childId, childId), eq(dailyReports.date, today)));
const mailJobs = async () =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'))).length;
/** Moves the clock to `utc` and runs what is due, as the worker would. */
async function runUntil(utc: string) {
  t.clock.set(new Date(utc));
  await signIn();
  await t.drainJobs();
}
/** Signs in again: a session left idle for hours of the test's clock has ended. */
async function signIn() {
  for (const who of ['director', 'teacher'] as const) cookie[who] = await t.login(demo[who]);
}

beforeAll(async () => {
  t = await startTestApp();
  await signIn();
  ids.aarav = await childIdByName(t, 'Aarav', 'Patel');
  ids.anika = await childIdByName(t, 'Anika', 'Patel');
  ids.jayden = await childIdByName(t, 'Jayden', 'Johnson');
  const all = (await req('GET', '/api/children', 'teacher')).json() as { id: number }[];
  ids.mia = all.find((c) => !Object.values(ids).includes(c.id))!.id;
  // Only the children this test logs have reports today: the seed's are not its business.
  await t.database.db
    .delete(dailyReports)
    .where(and(eq(dailyReports.date, today), inArray(dailyReports.childId, Object.values(ids))));
  expect((await req('PUT', '/api/settings', 'director', { language: 'fr' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('the automatic send’s time', () => {
  it('is off by default, a director’s to set as HH:MM, and refused otherwise', async () => {
    const before = await req('GET', '/api/room-log/settings', 'teacher');
    expect(before.json().autoSendAt).toBe('');
    const bad = await settings('25:00');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['autoSendAt']);
    const teacher = await req('PUT', '/api/room-log/settings', 'teacher', {
      familyView: 'reviewed',
      bottleUnit: 'ml',
      infantSheetMonths: 18,
      autoSendAt: '16:00',
    });
    expect(teacher.statusCode).toBe(403);
    const saved = await settings('16:00');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await req('GET', '/api/room-log/settings', 'teacher')).json().autoSendAt).toBe('16:00');
  });
});

describe('once the centre’s clock passes it', () => {
  it('sends each child’s day with entries and no report, in the director’s language', async () => {
    // 10:00: a nap for two, lunch for Aarav, an activity for Jayden; Mia has nothing logged.
    expect((await log({ childIds: [ids.aarav, ids.jayden], kind: 'napStart' })).statusCode).toBe(
      201,
    );
    t.clock.set(new Date('2026-11-18T16:30:00Z'));
    await signIn();
    expect((await log({ childIds: [ids.aarav, ids.jayden], kind: 'napEnd' })).statusCode).toBe(201);
    expect(
      (await log({ childIds: [ids.aarav], kind: 'meal', text: 'Pâtes', choice: 'most' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await log({ childIds: [ids.jayden], kind: 'activity', text: 'Peinture' })).statusCode,
    ).toBe(201);
    expect((await log({ childIds: [ids.anika], kind: 'mood', choice: 'happy' })).statusCode).toBe(
      201,
    );
    // Anika's day was sent with the button before the time: the job leaves her alone.
    const button = await req('POST', '/api/room-day/reports', 'teacher', {
      childId: ids.anika,
      meals: '',
      naps: '',
      activities: 'Sent by hand',
      mood: 'happy',
      notes: '',
    });
    expect(button.statusCode, button.body).toBe(201);

    // 15:55: not yet.
    await runUntil('2026-11-18T20:55:00Z');
    expect(await reportsOf(ids.aarav)).toHaveLength(0);
    const mailsBefore = await mailJobs();

    // 16:05: the recurring job runs.
    await runUntil('2026-11-18T21:05:00Z');
    const [aarav] = await reportsOf(ids.aarav);
    const [jayden] = await reportsOf(ids.jayden);
    expect(aarav).toMatchObject({
      meals: 'Repas : Pâtes (a presque tout mangé)',
      naps: '10:00–11:30 (1 h 30 min)',
      activities: '',
      mood: '',
    });
    expect(jayden).toMatchObject({ activities: 'Peinture', naps: '10:00–11:30 (1 h 30 min)' });
    expect(await reportsOf(ids.mia)).toHaveLength(0);
    const anika = await reportsOf(ids.anika);
    expect(anika.map((r) => r.activities)).toEqual(['Sent by hand']);
    // The family is told, as with the button (the demo's parents ask for daily reports).
    expect(await mailJobs()).toBeGreaterThan(mailsBefore);
    // Audited as the automatic send, sent as the director who chose the time.
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'dailyReport'), eq(auditLog.entityId, String(aarav!.id))));
    expect(row).toMatchObject({ action: 'dailyReport.create', actorUserId: null });
    expect(row!.details).toMatchObject({ from: 'roomDayAutomatic', childId: ids.aarav });
    // The room view says those days were sent.
    const [review] = await t.database.db
      .select()
      .from(roomDayReviews)
      .where(and(eq(roomDayReviews.childId, ids.aarav), eq(roomDayReviews.date, today)));
    expect(review!.dailyReportId).toBe(aarav!.id);
  });

  it('runs once per child per day: later runs send nothing again', async () => {
    const mails = await mailJobs();
    expect(await sendRoomDaysAutomatically(t.app)).toBe(0);
    await runUntil('2026-11-18T21:40:00Z');
    expect(await reportsOf(ids.aarav)).toHaveLength(1);
    expect(await reportsOf(ids.jayden)).toHaveLength(1);
    expect(await mailJobs()).toBe(mails);
    // The button for a day the job sent: already sent.
    const late = await req('POST', '/api/room-day/reports', 'teacher', {
      childId: ids.aarav,
      meals: '',
      naps: '',
      activities: '',
      mood: '',
      notes: '',
    });
    expect(late.statusCode).toBe(409);
  });

  it('raced by the button, makes one report and one e-mail', async () => {
    expect((await log({ childIds: [ids.mia], kind: 'mood', choice: 'tired' })).statusCode).toBe(
      201,
    );
    const mails = await mailJobs();
    const [job, ...buttons] = await Promise.all([
      sendRoomDaysAutomatically(t.app),
      ...Array.from({ length: 5 }, () =>
        req('POST', '/api/room-day/reports', 'teacher', {
          childId: ids.mia,
          meals: '',
          naps: '',
          activities: 'By hand',
          mood: 'tired',
          notes: '',
        }),
      ),
    ]);
    const won = buttons.filter((r) => r.statusCode === 201).length;
    expect(won + job).toBe(1);
    expect(buttons.filter((r) => r.statusCode === 409)).toHaveLength(5 - won);
    const reports = await reportsOf(ids.mia);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.mood).toBe('tired');
    const reviews = await t.database.db
      .select()
      .from(roomDayReviews)
      .where(and(eq(roomDayReviews.childId, ids.mia), eq(roomDayReviews.date, today)));
    expect(reviews).toHaveLength(1);
    const sentToFamily = (await mailJobs()) - mails;
    expect(sentToFamily).toBeLessThanOrEqual(1);
  });

  it('leaves a child whose report was written in the Daily Report dialog, and does nothing when off', async () => {
    expect(await settings('')).toMatchObject({ statusCode: 200 });
    await t.database.db.delete(roomDayReviews).where(eq(roomDayReviews.childId, ids.jayden));
    expect(await sendRoomDaysAutomatically(t.app)).toBe(0);
    expect(await settings('16:00')).toMatchObject({ statusCode: 200 });
    // Jayden's day has a report (the review row gone, the report stays): not sent twice.
    expect(await sendRoomDaysAutomatically(t.app)).toBe(0);
    expect(await reportsOf(ids.jayden)).toHaveLength(1);
  });
});
