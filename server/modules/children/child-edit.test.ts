import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { childIdByName, enrolChild } from '../../../test/api/fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { auditLog, children } from '../../db/schema/index.ts';

/* Staff correct a child's record after enrolment (decision 061). */
const t = testApp();
const { cookie } = t;

type Who = keyof typeof cookie;
const patch = (id: number, payload: object, who: Who = 'teacher') =>
  t.request({ method: 'PATCH', url: `/api/children/${id}`, cookie: cookie[who], payload });
const get = (id: number, who: Who = 'director') =>
  t.request({ method: 'GET', url: `/api/children/${id}`, cookie: cookie[who] });
const audits = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'child.update'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
const row = async (id: number) =>
  (await t.database.db.select().from(children).where(eq(children.id, id)))[0]!;

describe('PATCH /api/children/{id}', () => {
  it('changes the fields sent, audited with before and after of what changed only', async () => {
    const id = await enrolChild(t, cookie.director, { firstName: 'Edda', lastName: 'Fix' });
    const res = await patch(id, {
      firstName: 'Edda',
      dateOfBirth: '2023-04-01',
      allergies: 'Peanuts',
      medicalInfo: 'Inhaler in the office',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      firstName: 'Edda',
      dateOfBirth: '2023-04-01',
      allergies: 'Peanuts',
      medicalInfo: 'Inhaler in the office',
    });
    const [audit] = await audits(id);
    expect(audit?.details).toEqual({
      before: { dateOfBirth: '2023-03-14', allergies: '', medicalInfo: '' },
      after: {
        dateOfBirth: '2023-04-01',
        allergies: 'Peanuts',
        medicalInfo: 'Inhaler in the office',
      },
    });
    // Sent again, nothing changes: no second audit row.
    expect((await patch(id, { allergies: 'Peanuts' })).statusCode).toBe(200);
    expect(await audits(id)).toHaveLength(1);
  });

  it('treats the enrolment placeholders as empty, and an emptied detail as one again', async () => {
    const id = await enrolChild(t, cookie.director, { firstName: 'Pia', lastName: 'Holder' });
    expect((await row(id)).parentName).toBe('TBD');
    // The form shows a placeholder as an empty field: sending it empty is no change.
    await patch(id, { parentName: '', parentPhone: '', emergencyContact: '' });
    expect(await audits(id)).toHaveLength(0);

    await patch(id, {
      parentName: 'Sam Holder',
      parentPhone: '(555) 010-4444',
      parentEmail: 'sam.holder@example.org',
      relationship: 'guardian',
      emergencyContact: 'Ruth Holder (555) 010-5555',
      parentDriversLicense: 'D1234567',
    });
    const [filled] = await audits(id);
    expect(filled?.details).toEqual({
      before: {
        emergencyContact: '',
        parentName: '',
        relationship: 'parent',
        parentPhone: '',
        parentEmail: '',
        parentDriversLicense: '',
      },
      after: {
        emergencyContact: 'Ruth Holder (555) 010-5555',
        parentName: 'Sam Holder',
        relationship: 'guardian',
        parentPhone: '(555) 010-4444',
        parentEmail: 'sam.holder@example.org',
        parentDriversLicense: 'D1234567',
      },
    });
    await patch(id, { parentPhone: '' });
    expect((await row(id)).parentPhone).toBe('TBD');
    expect((await audits(id))[0]?.details).toEqual({
      before: { parentPhone: '(555) 010-4444' },
      after: { parentPhone: '' },
    });
  });

  it('says what is wrong in enrolment’s words and changes nothing', async () => {
    const id = await enrolChild(t, cookie.director, { firstName: 'Vala', lastName: 'Check' });
    const before = await row(id);
    const blank = await patch(id, { firstName: ' ', lastName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    const bad = await patch(id, {
      dateOfBirth: '2024-02-30',
      parentEmail: 'not-an-email',
      relationship: 'neighbour',
      allergies: 'x'.repeat(501),
      medicalInfo: 'x'.repeat(2001),
    });
    expect(bad.json().fieldErrors).toEqual({
      dateOfBirth: 'Please enter a valid date (YYYY-MM-DD)',
      parentEmail: 'Please enter a valid email address',
      relationship: 'Relationship must be parent, guardian, grandparent or other',
      allergies: 'Allergies must be at most 500 characters',
      medicalInfo: 'Medical notes must be at most 2000 characters',
    });
    const future = await patch(id, { dateOfBirth: '2026-11-19' });
    expect(future.json()).toMatchObject({
      code: 'errors.dateOfBirthFuture',
      fieldErrors: { dateOfBirth: 'Date of birth cannot be in the future' },
    });
    expect(await row(id)).toEqual(before);
    expect(await audits(id)).toHaveLength(0);
  });

  it('is staff’s: a parent cannot edit (403), an unknown or removed child is 404', async () => {
    const aarav = await childIdByName(t, 'Aarav', 'Patel');
    for (const who of ['parent', 'parent2'] as const)
      expect((await patch(aarav, { allergies: 'None' }, who)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'PATCH', url: `/api/children/${aarav}`, payload: {} })).statusCode,
    ).toBe(401);
    expect((await patch(999999, { allergies: 'None' })).statusCode).toBe(404);
    const gone = await enrolChild(t, cookie.director, { firstName: 'Gone', lastName: 'Away' });
    await t.request({ method: 'DELETE', url: `/api/children/${gone}`, cookie: cookie.director });
    expect((await patch(gone, { allergies: 'None' })).statusCode).toBe(404);
  });

  it('is what the parent reads of their child', async () => {
    const aarav = await childIdByName(t, 'Aarav', 'Patel');
    const res = await patch(aarav, { allergies: 'Sesame', medicalInfo: 'EpiPen in the office' });
    expect(res.statusCode).toBe(200);
    expect((await get(aarav, 'parent')).json()).toMatchObject({
      allergies: 'Sesame',
      medicalInfo: 'EpiPen in the office',
    });
    const mine = await t.request({ method: 'GET', url: '/api/children', cookie: cookie.parent });
    expect(mine.json().find((c: { id: number }) => c.id === aarav).allergies).toBe('Sesame');
    expect((await get(aarav, 'parent2')).statusCode).toBe(404);
  });
});
