import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentFormKeys } from '../../../contract/enrolment.ts';
import {
  auditLog,
  centreSettings,
  children,
  parentInvitations,
  staff,
} from '../../db/schema/index.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { enrolChild } from '../../../test/api/fixtures.ts';

const t = testApp({ config: { publicUrl: 'https://portal.sunnydays.example' } });
const { cookie } = t;

const dayMs = 86_400_000;
const contact = { email: 'grace.lee@example.org', phoneNumber: '(555) 010-2030' };

/** Steps 1 and 2: a child enrolled, with all five consents unless told otherwise. */
const enrolled = ({ consents = true } = {}) =>
  enrolChild(
    t,
    cookie.director,
    { firstName: 'Ella', lastName: 'Lee', room: 'Preschool Room' },
    { consents },
  );
const invite = (payload: object, who?: keyof typeof cookie, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/parent-invitations',
    cookie: who && cookie[who],
    payload,
    headers,
  });
const child = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/children/${id}`, cookie: cookie.director })).json();
const invitationCount = async () =>
  (await t.database.db.select({ n: count() }).from(parentInvitations))[0]!.n;
const staffIdOf = async (email: string) =>
  (await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)))[0]!.id;

describe('POST /api/parent-invitations for an enrolled child (step 3)', () => {
  it('creates a pending invitation with a random code, an expiry and the registration link', async () => {
    const childId = await enrolled();
    // The link is built from PUBLIC_URL: a forged Host header does not change it.
    const res = await invite({ ...contact, childId }, 'director', { host: 'evil.example' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.invitationCode).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes: 256 bits
    expect(body).toEqual({
      id: expect.any(Number),
      childId,
      ...contact,
      invitationCode: body.invitationCode,
      invitationLink: `https://portal.sunnydays.example/parent-register?code=${body.invitationCode}`,
      status: 'pending',
      expiresAt: new Date(testNow.getTime() + 14 * dayMs).toISOString(),
      createdAt: testNow.toISOString(),
    });
    const [row] = await t.database.db
      .select()
      .from(parentInvitations)
      .where(eq(parentInvitations.id, body.id));
    expect(row).toMatchObject({
      childId,
      invitedByStaffId: await staffIdOf(demo.director),
      status: 'pending',
    });
    expect(row!.invitedByUserId).toEqual(expect.any(Number));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'parentInvitation.create'), eq(auditLog.entityId, String(body.id))),
      );
    expect(audits).toHaveLength(1);
  });

  it('fills the child’s placeholder parent contact, and only the placeholders', async () => {
    const childId = await enrolled();
    expect(await child(childId)).toMatchObject({ parentEmail: 'TBD', parentPhone: 'TBD' });
    await invite({ ...contact, childId }, 'teacher');
    expect(await child(childId)).toMatchObject({
      parentEmail: contact.email,
      parentPhone: contact.phoneNumber,
    });
    const again = await invite(
      { email: 'second.guardian@example.org', phoneNumber: '555 777 8888 9', childId },
      'teacher',
    );
    expect(again.statusCode).toBe(201);
    expect(await child(childId)).toMatchObject({
      parentEmail: contact.email,
      parentPhone: contact.phoneNumber,
    });
  });

  it('gives every invitation its own code', async () => {
    const childId = await enrolled();
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++)
      codes.add((await invite({ ...contact, childId }, 'director')).json().invitationCode);
    expect(codes.size).toBe(3);
  });

  it('expires after the centre’s configured number of days', async () => {
    await t.database.db.update(centreSettings).set({ invitationExpiryDays: 7 });
    try {
      const res = await invite({ ...contact, childId: await enrolled() }, 'director');
      expect(res.json().expiresAt).toBe(new Date(testNow.getTime() + 7 * dayMs).toISOString());
    } finally {
      await t.database.db.update(centreSettings).set({ invitationExpiryDays: 14 });
    }
  });

  it('refuses a child whose five consents are not all recorded, and saves nothing', async () => {
    const childId = await enrolled({ consents: false });
    const before = await invitationCount();
    const res = await invite({ ...contact, childId }, 'director');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'All five consent forms must be confirmed before inviting a parent.',
      code: 'errors.consentsIncomplete',
    });
    await t.request({
      method: 'POST',
      url: `/api/children/${childId}/consents`,
      cookie: cookie.director,
      payload: { forms: consentFormKeys.slice(0, 4) },
    });
    expect((await invite({ ...contact, childId }, 'director')).statusCode).toBe(409);
    expect(await invitationCount()).toBe(before);
    // Still a draft, its parent details the placeholders.
    const [row] = await t.database.db
      .select({ parentEmail: children.parentEmail })
      .from(children)
      .where(eq(children.id, childId));
    expect(row!.parentEmail).toBe('TBD');
  });

  it('answers 404 for an unknown or removed child', async () => {
    expect((await invite({ ...contact, childId: 999999 }, 'director')).json()).toEqual({
      message: 'Child not found',
      code: 'errors.childNotFound',
    });
    const childId = await enrolled();
    await t.request({ method: 'DELETE', url: `/api/children/${childId}`, cookie: cookie.director });
    expect((await invite({ ...contact, childId }, 'director')).statusCode).toBe(404);
  });
});

describe('POST /api/parent-invitations from the Invite Parent dialog', () => {
  it('records the signed-in staff member as inviting, whatever id the client sends', async () => {
    const res = await invite({ ...contact, invitedByStaffId: 1 }, 'teacher');
    expect(res.statusCode).toBe(201);
    expect(res.json().childId).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(parentInvitations)
      .where(eq(parentInvitations.id, res.json().id));
    expect(row!.invitedByStaffId).toBe(await staffIdOf(demo.teacher));
  });
});

describe('validation', () => {
  it('asks for both fields with the spec’s message, absent or blank', async () => {
    const before = await invitationCount();
    for (const payload of [{}, { email: '', phoneNumber: '  ' }]) {
      const res = await invite(payload, 'director');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please fill in all required fields.',
        code: 'errors.fillRequiredFields',
        fieldErrors: {
          email: 'Please fill in all required fields.',
          phoneNumber: 'Please fill in all required fields.',
        },
        fieldCodes: {
          email: { code: 'errors.fillRequiredFields' },
          phoneNumber: { code: 'errors.fillRequiredFields' },
        },
      });
    }
    expect(await invitationCount()).toBe(before);
  });

  it('says precisely what is wrong with an e-mail, a phone number or a child id', async () => {
    const email = await invite({ ...contact, email: 'grace@' }, 'director');
    expect(email.json()).toEqual({
      message: 'Please enter a valid email address',
      code: 'errors.validEmail',
      fieldErrors: { email: 'Please enter a valid email address' },
      fieldCodes: { email: { code: 'errors.validEmail' } },
    });
    const phone = await invite({ ...contact, phoneNumber: '555-1234' }, 'director');
    expect(phone.json().fieldErrors).toEqual({
      phoneNumber: 'Phone number must be at least 10 digits',
    });
    const childId = await invite({ ...contact, childId: 'abc' }, 'director');
    expect(childId.json().fieldErrors).toEqual({ childId: 'Please choose a valid child' });
  });
});

describe('authorization', () => {
  it('is for staff: parents get 403, nobody signed in 401', async () => {
    const childId = await enrolled();
    expect((await invite({ ...contact, childId }, 'parent')).statusCode).toBe(403);
    expect((await invite({ ...contact, childId }, 'parent2')).statusCode).toBe(403);
    expect((await invite({ ...contact, childId })).statusCode).toBe(401);
    expect((await child(childId)).parentEmail).toBe('TBD');
  });
});
