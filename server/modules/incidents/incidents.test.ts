import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incidentResponse } from '../../../contract/incidents.ts';
import { auditLog, children, incidents, staff } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York.
const t = testApp();
const { cookie } = t;
const ids = { anika: 0, tom: 0 };
beforeAll(async () => {
  const db = t.database.db;
  ids.anika = (
    await db
      .select({ id: children.id })
      .from(children)
      .where(and(eq(children.firstName, 'Anika'), eq(children.lastName, 'Patel')))
  )[0]!.id;
  ids.tom = (
    await db.select({ id: staff.id }).from(staff).where(eq(staff.firstName, 'Tom'))
  )[0]!.id;
});

const post = (payload: object, who?: keyof typeof cookie) =>
  t.request({ method: 'POST', url: '/api/incidents', payload, cookie: who && cookie[who] });
const valid = () => ({
  childId: ids.anika,
  staffId: ids.tom,
  date: '2026-11-18',
  time: '09:45',
  description: 'Tripped on the playground and scraped her knee.',
  actionTaken: 'Cleaned and bandaged; ice pack for 10 minutes.',
});

describe('POST /api/incidents', () => {
  it('files the incident, tells the family (parentNotified true), first in the list, audited', async () => {
    const res = await post(valid(), 'teacher');
    expect(res.statusCode).toBe(201);
    const incident = res.json();
    expect(incidentResponse.safeParse(incident).success).toBe(true);
    expect(incident).toMatchObject({
      ...valid(),
      childName: 'Anika Patel',
      staffName: 'Tom Alvarez',
      parentNotified: true,
    });
    const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, incident.id));
    expect(row!.parentNotified).toBe(true);
    expect(row!.parentNotifiedAt).toEqual(t.clock.now());
    const list = await t.request({ method: 'GET', url: '/api/incidents', cookie: cookie.director });
    expect(list.json()[0]).toEqual(incident);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'incident'), eq(auditLog.entityId, String(incident.id))));
    expect(audit.map((a) => a.action)).toEqual(['incident.create']);
  });

  it('tells the family the day and time in the parent’s own date format, zone and language', async () => {
    const settings = await t.request({
      method: 'PUT',
      url: '/api/settings',
      cookie: cookie.parent,
      payload: { dateFormat: 'DD/MM/YYYY', timezone: 'Pacific' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const childId = (
      await t.request({ method: 'GET', url: '/api/children', cookie: cookie.parent })
    ).json()[0].id;
    // 15:20 on the centre's clock (New York) is 12:20 PM on Pacific time.
    const res = await post({ ...valid(), childId, date: '2026-11-17', time: '15:20' }, 'teacher');
    expect(res.statusCode, res.body).toBe(201);
    const threads = await t.request({
      method: 'GET',
      url: '/api/messages/threads?limit=1',
      cookie: cookie.parent,
    });
    const thread = threads.json()[0];
    const detail = await t.request({
      method: 'GET',
      url: `/api/messages/threads/${thread.id}`,
      cookie: cookie.parent,
    });
    const intro = detail.json().messages[0].content.split('\n\n')[0];
    expect(intro).toMatch(/ on 17\/11\/2026 at 12:20\sPM:$/);
    expect(intro).not.toContain('2026-11-17');
  });

  it('leaves action taken optional', async () => {
    const { actionTaken: _omitted, ...rest } = valid();
    const res = await post(rest, 'director');
    expect(res.statusCode).toBe(201);
    expect(res.json().actionTaken).toBe('');
  });

  it('gives every required field its spec message, missing or empty', async () => {
    const expected = {
      childId: 'Please select a child',
      staffId: 'Please select a staff member',
      date: 'Date is required',
      time: 'Time is required',
      description: 'Description is required',
    };
    const missing = await post({}, 'teacher');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual(expected);
    const empty = await post(
      { childId: '', staffId: '', date: '', time: '', description: '   ' },
      'teacher',
    );
    expect(empty.json().fieldErrors).toEqual(expected);
  });

  it('refuses a malformed date or time, a future day, an unknown child', async () => {
    const bad = await post({ ...valid(), date: '18/11/2026', time: '9:45am' }, 'teacher');
    expect(bad.json().fieldErrors).toEqual({
      date: 'Please enter a valid date (YYYY-MM-DD)',
      time: 'Please enter a valid time (HH:MM)',
    });
    const future = await post({ ...valid(), date: '2026-12-01' }, 'teacher');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('The date cannot be in the future');
    const unknown = await post({ ...valid(), childId: 99_999 }, 'teacher');
    expect(unknown.statusCode).toBe(404);
    const noStaff = await post({ ...valid(), staffId: 99_999 }, 'teacher');
    expect(noStaff.statusCode).toBe(400);
    expect(noStaff.json().fieldErrors.staffId).toBe(
      'The selected staff member was not found or no longer works here',
    );
  });

  it('is filed by staff only', async () => {
    expect((await post(valid())).statusCode).toBe(401);
    expect((await post(valid(), 'parent')).statusCode).toBe(403);
    expect((await post(valid(), 'parent2')).statusCode).toBe(403);
  });
});
