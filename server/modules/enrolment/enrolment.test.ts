import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentFormKeys } from '../../../contract/enrolment.ts';
import { auditLog } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { testNow } from '../../../test/api/fixed-time.ts';

const t = testApp();
const { cookie } = t;

const enrol = async (firstName = 'Mila') => {
  const res = await t.request({
    method: 'POST',
    url: '/api/children',
    cookie: cookie.director,
    payload: { firstName, lastName: 'Rivera', dateOfBirth: '2025-09-01', room: 'Infant Room' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const consents = (id: number | string, who?: keyof typeof cookie) =>
  t.request({ method: 'GET', url: `/api/children/${id}/consents`, cookie: who && cookie[who] });
const record = (id: number | string, payload: object, who?: keyof typeof cookie) =>
  t.request({
    method: 'POST',
    url: `/api/children/${id}/consents`,
    cookie: who && cookie[who],
    payload,
  });
const allForms = { forms: consentFormKeys };

describe('GET /api/children/{id}/consents', () => {
  it('lists the five forms, none confirmed, for a newly enrolled child', async () => {
    const id = await enrol();
    const res = await consents(id, 'teacher');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      childId: id,
      complete: false,
      forms: [
        'Enrollment Application Form',
        'Medical Information & Immunization Records',
        'Emergency Contact Authorization',
        'Photo & Video Release Form',
        'Pickup Authorization Form',
      ].map((label, i) => ({
        form: consentFormKeys[i],
        label,
        confirmedAt: null,
        confirmedBy: null,
      })),
    });
  });

  it('shows a seeded child’s consents as complete', async () => {
    const res = await consents(1, 'director');
    expect(res.json().complete).toBe(true);
    expect(res.json().forms[0].confirmedBy).toBe('Dana Whitfield');
  });

  it('answers 404 for an unknown or removed child', async () => {
    expect((await consents(999999, 'director')).json()).toEqual({
      message: 'Child not found',
      code: 'errors.childNotFound',
    });
    const id = await enrol('Removed');
    // A draft (no consents yet) discarded by staff is gone for the consent step too.
    const discarded = await t.request({
      method: 'DELETE',
      url: `/api/children/drafts/${id}`,
      cookie: cookie.teacher,
    });
    expect(discarded.statusCode).toBe(204);
    expect((await consents(id, 'director')).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await consents(1, 'parent')).statusCode).toBe(403);
    expect((await consents(1, 'parent2')).statusCode).toBe(403);
    expect((await consents(1)).statusCode).toBe(401);
  });
});

describe('POST /api/children/{id}/consents', () => {
  it('records who confirmed each form and when', async () => {
    const id = await enrol();
    const res = await record(id, allForms, 'teacher');
    expect(res.statusCode).toBe(200);
    expect(res.json().complete).toBe(true);
    for (const form of res.json().forms) {
      expect(form).toMatchObject({
        confirmedAt: testNow.toISOString(),
        confirmedBy: 'Tom Alvarez',
      });
    }
    expect((await consents(id, 'director')).json()).toEqual(res.json());
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'consent.record'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ forms: consentFormKeys });
  });

  it('is idempotent: a form confirmed again keeps its first confirmation', async () => {
    const id = await enrol();
    const first = await record(
      id,
      { forms: ['photo_video_release', 'emergency_contact'] },
      'teacher',
    );
    expect(first.json().complete).toBe(false);
    t.clock.advance(60 * 60 * 1000);
    try {
      const second = await record(id, allForms, 'director');
      expect(second.statusCode).toBe(200);
      const byForm = Object.fromEntries(
        second.json().forms.map((f: { form: string }) => [f.form, f]),
      );
      expect(byForm.photo_video_release).toMatchObject({
        confirmedBy: 'Tom Alvarez',
        confirmedAt: testNow.toISOString(),
      });
      expect(byForm.enrollment_application).toMatchObject({
        confirmedBy: 'Dana Whitfield',
        confirmedAt: new Date(testNow.getTime() + 3_600_000).toISOString(),
      });
      const third = await record(id, allForms, 'director');
      expect(third.json()).toEqual(second.json());
    } finally {
      t.clock.set(testNow);
    }
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'consent.record'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(2);
  });

  it('validates the list of forms', async () => {
    const id = await enrol();
    for (const payload of [{}, { forms: [] }, { forms: 'all' }]) {
      const res = await record(id, payload, 'director');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please confirm the consent forms');
    }
    const unknown = await record(id, { forms: ['enrollment_application', 'tattoo'] }, 'director');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ 'forms.1': 'Unknown consent form' });
    expect(
      (await consents(id, 'director'))
        .json()
        .forms.every((f: { confirmedAt: unknown }) => f.confirmedAt === null),
    ).toBe(true);
  });

  it('answers 404 for an unknown child', async () => {
    const res = await record(999999, allForms, 'director');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Child not found', code: 'errors.childNotFound' });
  });

  it('is for staff only', async () => {
    const id = await enrol();
    expect((await record(id, allForms, 'parent')).statusCode).toBe(403);
    expect((await record(id, allForms, 'parent2')).statusCode).toBe(403);
    expect((await record(id, allForms)).statusCode).toBe(401);
    expect((await consents(id, 'director')).json().complete).toBe(false);
  });
});
