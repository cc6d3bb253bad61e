import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyReportResponse } from '../../../contract/daily-reports.ts';
import { auditLog, children, staff } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York.
const t = testApp();
const { cookie } = t;
const ids = { aarav: 0, jayden: 0, tom: 0, george: 0 };
beforeAll(async () => {
  const db = t.database.db;
  const child = async (first: string, last: string) =>
    (
      await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.firstName, first), eq(children.lastName, last)))
    )[0]!.id;
  const member = async (first: string) =>
    (await db.select({ id: staff.id }).from(staff).where(eq(staff.firstName, first)))[0]!.id;
  ids.aarav = await child('Aarav', 'Patel');
  ids.jayden = await child('Jayden', 'Johnson');
  ids.tom = await member('Tom');
  ids.george = await member('George');
});

const post = (payload: object, who?: keyof typeof cookie) =>
  t.request({ method: 'POST', url: '/api/daily-reports', payload, cookie: who && cookie[who] });

describe('POST /api/daily-reports', () => {
  it('saves a report for today by default, newest first in the list, and audits it', async () => {
    const res = await post(
      {
        childId: ids.aarav,
        staffId: ids.tom,
        meals: '  Ate all of his lunch  ',
        naps: '12:30–14:00',
        activities: 'Finger painting',
        mood: 'happy',
      },
      'teacher',
    );
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(dailyReportResponse.safeParse(report).success).toBe(true);
    expect(report).toMatchObject({
      childId: ids.aarav,
      childName: 'Aarav Patel',
      date: '2026-11-18',
      meals: 'Ate all of his lunch',
      mood: 'happy',
      notes: '',
      staffId: ids.tom,
      staffName: 'Tom Alvarez',
      createdAt: t.clock.now().toISOString(),
    });
    const list = await t.request({
      method: 'GET',
      url: '/api/daily-reports',
      cookie: cookie.director,
    });
    expect(list.json()[0].id).toBe(report.id);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'dailyReport'), eq(auditLog.entityId, String(report.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'dailyReport.create' });
  });

  it('accepts an earlier day and an empty mood', async () => {
    const res = await post(
      { childId: ids.jayden, staffId: ids.tom, date: '2026-11-16', mood: '' },
      'director',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ date: '2026-11-16', mood: '', meals: '' });
  });

  it('needs a child and a staff member, in the spec’s words', async () => {
    const res = await post({}, 'teacher');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      childId: 'Please select a child',
      staffId: 'Please select a staff member',
    });
    const blank = await post({ childId: '', staffId: '' }, 'teacher');
    expect(blank.json().fieldErrors).toEqual(res.json().fieldErrors);
  });

  it('refuses a mood outside the list and a day in the future', async () => {
    const mood = await post({ childId: ids.aarav, staffId: ids.tom, mood: 'grumpy' }, 'teacher');
    expect(mood.statusCode).toBe(400);
    expect(mood.json().fieldErrors.mood).toBe(
      'Mood must be one of: happy, content, fussy, tired, excited, cranky',
    );
    const future = await post(
      { childId: ids.aarav, staffId: ids.tom, date: '2026-11-19' },
      'teacher',
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors).toEqual({ date: 'The date cannot be in the future' });
  });

  it('refuses an unknown or removed staff member (400) and child (404)', async () => {
    const message = 'The selected staff member was not found or no longer works here';
    const unknownStaff = await post({ childId: ids.aarav, staffId: 99_999 }, 'teacher');
    expect(unknownStaff.statusCode).toBe(400);
    expect(unknownStaff.json()).toEqual({
      message,
      code: 'errors.staffNotCurrent',
      fieldErrors: { staffId: message },
      fieldCodes: { staffId: { code: 'errors.staffNotCurrent' } },
    });
    await t.database.db
      .update(staff)
      .set({ removedAt: t.clock.now() })
      .where(eq(staff.id, ids.george));
    const removed = await post({ childId: ids.aarav, staffId: ids.george }, 'teacher');
    expect(removed.statusCode).toBe(400);
    const unknownChild = await post({ childId: 99_999, staffId: ids.tom }, 'teacher');
    expect(unknownChild.statusCode).toBe(404);
    expect(unknownChild.json().message).toBe('Child not found');
  });

  it('is written by staff only', async () => {
    const body = { childId: ids.aarav, staffId: ids.tom };
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, 'parent')).statusCode).toBe(403);
    expect((await post(body, 'parent2')).statusCode).toBe(403);
  });
});
