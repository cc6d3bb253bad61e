import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AccountStatisticsResponse } from '../../../contract/account.ts';
import { users } from '../../db/schema/index.ts';
import { enrolChild } from '../../../test/api/fixtures.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';

const t = testApp();
const { cookie } = t;

const statistics = async (who: string) => {
  const res = await t.request({ method: 'GET', url: '/api/profile/statistics', cookie: who });
  expect(res.statusCode).toBe(200);
  return res.json() as AccountStatisticsResponse;
};
const post = async (who: string, url: string, payload: unknown) => {
  const res = await t.request({ method: 'POST', url, cookie: who, payload: payload as object });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const staffIdOf = async (who: string) =>
  (
    (await t.request({ method: 'GET', url: '/api/auth/me', cookie: who })).json() as {
      staffId: number;
    }
  ).staffId;
const uploadPhoto = async (who: string) => {
  const image = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#88cc44' },
  })
    .png()
    .toBuffer();
  const { payload, contentType } = multipartBody(
    { title: 'Sandpit', description: 'Castles', tags: '["outdoor"]' },
    { name: 'sandpit.png', type: 'image/png', bytes: image },
  );
  const res = await t.request({
    method: 'POST',
    url: '/api/gallery',
    cookie: who,
    payload,
    headers: { 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

/** What changed between two readings: only the counts. */
const counts = (s: AccountStatisticsResponse) => {
  const { memberSince: _m, lastSignIn: _l, ...rest } = s;
  return rest;
};
const difference = (after: AccountStatisticsResponse, before: AccountStatisticsResponse) =>
  Object.fromEntries(
    Object.entries(counts(after)).map(([key, n]) => [
      key,
      n - counts(before)[key as keyof ReturnType<typeof counts>],
    ]),
  );

describe('account statistics', () => {
  it('are for staff and directors only', async () => {
    for (const who of ['parent', 'parent2'] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/profile/statistics',
        cookie: cookie[who],
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/profile/statistics' })).statusCode).toBe(
      401,
    );
  });

  it('say since when the account exists, and the sign-in before this session', async () => {
    const [teacher] = await t.database.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.email, demo.teacher));
    const first = await statistics(cookie.teacher);
    expect(first.memberSince).toBe(teacher!.createdAt.toISOString());
    // The test's own sign-in is the first the account has had.
    expect(first.lastSignIn).toBeNull();

    t.clock.advance(90 * 60 * 1000);
    const later = await t.login(demo.teacher);
    expect((await statistics(later)).lastSignIn).toBe(testNow.toISOString());
    // Each session says the sign-in before its own began: the first has none still.
    expect((await statistics(cookie.teacher)).lastSignIn).toBeNull();
  });

  it('count what the signed-in staff member recorded, and nothing of anyone else', async () => {
    const teacherStaffId = await staffIdOf(cookie.teacher);
    const directorStaffId = await staffIdOf(cookie.director);
    const beforeTeacher = await statistics(cookie.teacher);
    const beforeDirector = await statistics(cookie.director);

    const [ava, ben, cal] = [
      await enrolChild(t, cookie.director, { firstName: 'Ava', lastName: 'Count' }),
      await enrolChild(t, cookie.director, { firstName: 'Ben', lastName: 'Count' }),
      await enrolChild(t, cookie.director, { firstName: 'Cal', lastName: 'Count' }),
    ];
    // The teacher checks Ava and Ben in and Ava out; the director checks Cal in and Ben out.
    await post(cookie.teacher, '/api/attendance', { childId: ava, checkInBy: 'Staff Member' });
    await post(cookie.teacher, '/api/attendance', { childId: ben, checkInBy: 'Staff Member' });
    await post(cookie.teacher, '/api/attendance', { childId: ava, checkOutBy: 'Staff Member' });
    await post(cookie.director, '/api/attendance', { childId: cal, checkInBy: 'Staff Member' });
    await post(cookie.director, '/api/attendance', { childId: ben, checkOutBy: 'Staff Member' });

    const report = (childId: number, staffId: number) => ({
      childId,
      staffId,
      meals: 'Ate all of lunch',
      naps: '1h',
      activities: 'Painting',
      mood: 'happy',
      notes: '',
    });
    // Two daily reports saved by the teacher (one in a colleague's name: still theirs to
    // have written), one by the director in the teacher's name (the director's).
    await post(cookie.teacher, '/api/daily-reports', report(ava, teacherStaffId));
    await post(cookie.teacher, '/api/daily-reports', report(ben, directorStaffId));
    await post(cookie.director, '/api/daily-reports', report(cal, teacherStaffId));

    const incident = (childId: number, staffId: number) => ({
      childId,
      staffId,
      date: '2026-11-18',
      time: '09:30',
      description: 'Bumped a knee on the slide',
      actionTaken: 'Ice pack',
    });
    await post(cookie.teacher, '/api/incidents', incident(ava, teacherStaffId));
    await post(cookie.director, '/api/incidents', incident(ben, directorStaffId));
    await post(cookie.director, '/api/incidents', incident(cal, directorStaffId));

    for (const childId of [ava, ben, cal])
      await post(cookie.teacher, '/api/activities', {
        childId,
        staffId: teacherStaffId,
        activity: 'Story time',
      });

    await uploadPhoto(cookie.teacher);
    await uploadPhoto(cookie.teacher);
    await uploadPhoto(cookie.director);

    expect(difference(await statistics(cookie.teacher), beforeTeacher)).toEqual({
      checkIns: 2,
      checkOuts: 1,
      dailyReports: 2,
      incidents: 1,
      activities: 3,
      galleryPhotos: 2,
    });
    expect(difference(await statistics(cookie.director), beforeDirector)).toEqual({
      checkIns: 1,
      checkOuts: 1,
      dailyReports: 1,
      incidents: 2,
      activities: 0,
      galleryPhotos: 1,
    });
  });

  it('count the demo history by the staff member the records name', async () => {
    // The demo's written records keep no saver: they are the staff member's they name.
    const teacher = await statistics(cookie.teacher);
    expect(teacher.dailyReports).toBeGreaterThan(0);
    expect(teacher.checkIns).toBeGreaterThan(0);
  });
});
