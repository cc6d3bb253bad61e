import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityResponse } from '../../../contract/activities.ts';
import { auditLog, children, staff } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York.
const t = testApp();
const { cookie } = t;
const ids = { jayden: 0, aisha: 0 };
beforeAll(async () => {
  const db = t.database.db;
  ids.jayden = (
    await db
      .select({ id: children.id })
      .from(children)
      .where(and(eq(children.firstName, 'Jayden'), eq(children.lastName, 'Johnson')))
  )[0]!.id;
  ids.aisha = (
    await db.select({ id: staff.id }).from(staff).where(eq(staff.firstName, 'Aisha'))
  )[0]!.id;
});

const post = (payload: object, who?: keyof typeof cookie) =>
  t.request({ method: 'POST', url: '/api/activities', payload, cookie: who && cookie[who] });

describe('POST /api/activities', () => {
  it('logs an activity for today by default, first in the list, audited', async () => {
    const res = await post(
      { childId: ids.jayden, staffId: ids.aisha, activity: ' Puzzles ', notes: '24 pieces!' },
      'teacher',
    );
    expect(res.statusCode).toBe(201);
    const logged = res.json();
    expect(activityResponse.safeParse(logged).success).toBe(true);
    expect(logged).toMatchObject({
      childId: ids.jayden,
      childName: 'Jayden Johnson',
      date: '2026-11-18',
      activity: 'Puzzles',
      notes: '24 pieces!',
      staffId: ids.aisha,
      staffName: 'Aisha Rahman',
    });
    const list = await t.request({ method: 'GET', url: '/api/activities', cookie: cookie.teacher });
    expect(list.json()[0]).toEqual(logged);
    // The family sees it too.
    const family = await t.request({
      method: 'GET',
      url: '/api/activities',
      cookie: cookie.parent2,
    });
    expect(family.json()[0]).toEqual(logged);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'activity'), eq(auditLog.entityId, String(logged.id))));
    expect(audit.map((a) => a.action)).toEqual(['activity.create']);
  });

  it('needs a child, a staff member and the activity', async () => {
    const res = await post({ activity: '' }, 'teacher');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      childId: 'Please select a child',
      staffId: 'Please select a staff member',
      activity: 'Activity is required',
    });
    const missing = await post({ childId: ids.jayden, staffId: ids.aisha }, 'teacher');
    expect(missing.json().fieldErrors).toEqual({ activity: 'Activity is required' });
  });

  it('refuses an unknown child (404), an unknown staff member and a future day (400)', async () => {
    const body = { childId: ids.jayden, staffId: ids.aisha, activity: 'Story time' };
    expect((await post({ ...body, childId: 99_999 }, 'teacher')).statusCode).toBe(404);
    expect((await post({ ...body, staffId: 99_999 }, 'teacher')).statusCode).toBe(400);
    const future = await post({ ...body, date: '2027-01-04' }, 'teacher');
    expect(future.json().fieldErrors).toEqual({ date: 'The date cannot be in the future' });
  });

  it('is logged by staff only', async () => {
    const body = { childId: ids.jayden, staffId: ids.aisha, activity: 'Story time' };
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, 'parent')).statusCode).toBe(403);
    expect((await post(body, 'parent2')).statusCode).toBe(403);
  });
});
