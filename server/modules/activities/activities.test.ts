import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityResponse } from '../../../contract/activities.ts';
import { activities, auditLog, children, staff } from '../../db/schema/index.ts';
import { childIdByName } from '../../../test/api/fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York.
const t = testApp();
const { cookie } = t;
const ids = { jayden: 0, aarav: 0, anika: 0, aisha: 0 };
beforeAll(async () => {
  const db = t.database.db;
  ids.aarav = await childIdByName(t, 'Aarav', 'Patel');
  ids.anika = await childIdByName(t, 'Anika', 'Patel');
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

// The parent portal shows a child's activities (issue 16): what a parent may read of them.
describe('GET /api/activities for the parent portal', () => {
  const today = '2026-11-18';
  type Row = { id: number; childId: number; date: string; activity: string; createdAt: string };
  const get = async (query: string, who: keyof typeof cookie) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/activities?${query}`,
      cookie: cookie[who],
    });
    return { status: res.statusCode, body: res.json() as Row[] & { message?: string } };
  };
  const logged = { jayden: 0, aarav: 0 };
  beforeAll(async () => {
    const log = async (childId: number, activity: string) => {
      const res = await post({ childId, staffId: ids.aisha, activity, notes: 'Inside' }, 'teacher');
      expect(res.statusCode).toBe(201);
      return (res.json() as Row).id;
    };
    logged.jayden = await log(ids.jayden, 'Jayden’s painting');
    logged.aarav = await log(ids.aarav, 'Aarav’s drumming');
  });

  it('gives a parent their own child’s activities of a day, newest first, as staff see them', async () => {
    const mine = await get(`childId=${ids.jayden}&date=${today}`, 'parent2');
    expect(mine.status).toBe(200);
    expect(mine.body[0]).toMatchObject({ id: logged.jayden, activity: 'Jayden’s painting' });
    expect(mine.body.every((r) => r.childId === ids.jayden && r.date === today)).toBe(true);
    const keys = mine.body.map((r) => r.createdAt);
    expect(keys).toEqual([...keys].sort().reverse());
    const staffView = await get(`childId=${ids.jayden}&date=${today}`, 'teacher');
    expect(mine.body).toEqual(staffView.body);
    // Another day: none of today's.
    const before = await get(`childId=${ids.jayden}&date=2026-11-17`, 'parent2');
    expect(before.status).toBe(200);
    expect(before.body.every((r) => r.childId === ids.jayden && r.date === '2026-11-17')).toBe(
      true,
    );
  });

  it('never gives a parent another family’s child: 404 by childId, absent from their list', async () => {
    for (const query of [`childId=${ids.jayden}`, `childId=${ids.jayden}&date=${today}`]) {
      const other = await get(query, 'parent');
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('Child not found');
    }
    const aarav = await get(`childId=${ids.aarav}&date=${today}`, 'parent2');
    expect(aarav.status).toBe(404);

    // Listing without a child: exactly the family's own rows, read from the database.
    for (const [who, own] of [
      ['parent', [ids.aarav, ids.anika]],
      ['parent2', [ids.jayden]],
    ] as const) {
      const listed = await get('limit=500', who);
      const inDb = await t.database.db
        .select({ id: activities.id })
        .from(activities)
        .where(inArray(activities.childId, [...own]));
      expect(listed.body.map((r) => r.id).sort()).toEqual(inDb.map((r) => r.id).sort());
      const ofToday = await get(`date=${today}`, who);
      expect(ofToday.body.every((r) => own.includes(r.childId as never))).toBe(true);
    }
    const patels = await get('limit=500', 'parent');
    expect(patels.body.map((r) => r.id)).toContain(logged.aarav);
    expect(patels.body.map((r) => r.id)).not.toContain(logged.jayden);
    const johnsons = await get('limit=500', 'parent2');
    expect(johnsons.body.map((r) => r.id)).not.toContain(logged.aarav);
  });

  it('gives staff every family’s activities', async () => {
    for (const who of ['director', 'teacher'] as const) {
      const ofToday = await get(`date=${today}&limit=500`, who);
      expect(ofToday.status).toBe(200);
      const shown = ofToday.body.map((r) => r.id);
      expect(shown).toEqual(expect.arrayContaining([logged.jayden, logged.aarav]));
      const all = await get('limit=500', who);
      const inDb = await t.database.db.select({ id: activities.id }).from(activities);
      expect(all.body.length).toBe(inDb.length);
    }
  });
});
