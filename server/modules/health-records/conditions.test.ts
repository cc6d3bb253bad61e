import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, childHealthConditions } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';

const t = testApp();
let ownChild: number;
let otherChild: number;

const peanuts = {
  kind: 'allergy',
  name: 'Peanuts',
  severity: 'severe',
  reaction: 'Hives, swelling of the lips',
  action: 'Give the auto-injector, call 911, then the parents',
  emergencyMedication: 'EpiPen Jr 0.15 mg',
  medicationLocation: 'Red bag on the office door',
};

beforeAll(async () => {
  const mine = await t.request({ method: 'GET', url: '/api/children', cookie: t.cookie.parent });
  ownChild = mine.json()[0].id;
  const theirs = await t.request({ method: 'GET', url: '/api/children', cookie: t.cookie.parent2 });
  otherChild = theirs.json()[0].id;
});

const add = (childId: number, cookie: string, payload: object = peanuts) =>
  t.request({ method: 'POST', url: `/api/children/${childId}/health/conditions`, cookie, payload });

describe('allergies and conditions', () => {
  it('a guardian adds one to their own child, audited, and staff read it', async () => {
    const res = await add(ownChild, t.cookie.parent);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...peanuts, updatedBy: 'Priya Patel' });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'health.condition.add'), eq(auditLog.entityId, String(ownChild))),
      )
      .orderBy(desc(auditLog.id));
    expect(row?.details).toMatchObject({ after: { name: 'Peanuts', severity: 'severe' } });

    const read = await t.request({
      method: 'GET',
      url: `/api/children/${ownChild}/health`,
      cookie: t.cookie.teacher,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().conditions).toEqual([expect.objectContaining({ name: 'Peanuts' })]);
  });

  it("another family's child answers 404 to a guardian, read or write", async () => {
    expect((await add(otherChild, t.cookie.parent)).statusCode).toBe(404);
    const read = await t.request({
      method: 'GET',
      url: `/api/children/${otherChild}/health`,
      cookie: t.cookie.parent,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('errors.childNotFound');
  });

  it('staff change and remove one; the audit keeps before and after', async () => {
    const created = (
      await add(ownChild, t.cookie.teacher, { ...peanuts, name: 'Eggs', severity: 'mild' })
    ).json();
    const url = `/api/children/${ownChild}/health/conditions/${created.id}`;
    const changed = await t.request({
      method: 'PUT',
      url,
      cookie: t.cookie.teacher,
      payload: { ...peanuts, name: 'Eggs', severity: 'moderate' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().severity).toBe('moderate');
    const removed = await t.request({ method: 'DELETE', url, cookie: t.cookie.director });
    expect(removed.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(childHealthConditions)
      .where(eq(childHealthConditions.id, created.id));
    expect(rows).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'health.condition.remove'))
      .orderBy(desc(auditLog.id));
    expect(audit?.details).toMatchObject({ before: { name: 'Eggs', severity: 'moderate' } });
    // A condition is reached only through its own child's id.
    const sneaky = await t.request({
      method: 'PUT',
      url: `/api/children/${otherChild}/health/conditions/${created.id}`,
      cookie: t.cookie.director,
      payload: peanuts,
    });
    expect(sneaky.statusCode).toBe(404);
  });

  it('refuses a missing name or severity in the spec’s words', async () => {
    const res = await add(ownChild, t.cookie.teacher, { kind: 'allergy', name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes).toMatchObject({
      name: { code: 'errors.conditionNameRequired' },
      severity: { code: 'errors.severityRequired' },
    });
  });

  it('the badges list structured entries and free-text notes, a guardian only their own', async () => {
    const staff = await t.request({
      method: 'GET',
      url: '/api/health/alerts',
      cookie: t.cookie.teacher,
    });
    const mine = staff.json().find((a: { childId: number }) => a.childId === ownChild);
    expect(mine.conditions).toEqual([{ kind: 'allergy', name: 'Peanuts', severity: 'severe' }]);
    // The demo data's free-text allergies ("Peanuts", "Dairy"...) show on children with none.
    expect(staff.json().some((a: { allergyNotes: string }) => a.allergyNotes !== '')).toBe(true);
    const parent = await t.request({
      method: 'GET',
      url: '/api/health/alerts',
      cookie: t.cookie.parent2,
    });
    expect(parent.json().map((a: { childId: number }) => a.childId)).not.toContain(ownChild);
  });

  it("prints a room's allergy list as a PDF", async () => {
    const child = await t.request({
      method: 'GET',
      url: `/api/children/${ownChild}`,
      cookie: t.cookie.director,
    });
    const rooms = await t.request({ method: 'GET', url: '/api/rooms', cookie: t.cookie.director });
    const room = rooms.json().find((r: { name: string }) => r.name === child.json().room);
    const res = await t.request({
      method: 'GET',
      url: `/api/health/rooms/${room.id}/allergy-list`,
      cookie: t.cookie.teacher,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/allergy-list-.*-2026-11-18\.pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parent = await t.request({
      method: 'GET',
      url: `/api/health/rooms/${room.id}/allergy-list`,
      cookie: t.cookie.parent,
    });
    expect(parent.statusCode).toBe(403);
    const missing = await t.request({
      method: 'GET',
      url: '/api/health/rooms/999999/allergy-list',
      cookie: t.cookie.teacher,
    });
    expect(missing.statusCode).toBe(404);
  });
});
