import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { guardians, parentAccounts, parentInvitations, users } from '../../db/schema/index.ts';
import { demo, testApp, type TestApp } from '../../../test/api/test-app.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { enrolChild, inviteParent } from '../../../test/api/fixtures.ts';

const t = testApp();
const { cookie } = t;
beforeAll(() => {
  vi.spyOn(t.app.mailer, 'send').mockResolvedValue();
});

const invalid = 'This registration link is either invalid, expired, or has already been used';
let n = 0;
let address = 0;
/** Each request from its own address, so the verify/register rate limit stays out of the way. */
const request = (o: Parameters<TestApp['request']>[0]) =>
  t.request({ remoteAddress: `10.2.0.${++address % 250}`, ...o });

async function invited(email = `reg${++n}@example.org`) {
  const remoteAddress = `10.2.0.${++address % 250}`;
  const childId = await enrolChild(
    t,
    cookie.director,
    { firstName: 'Noah', lastName: `Reed${n}`, dateOfBirth: '2022-05-01', room: 'Preschool Room' },
    { remoteAddress },
  );
  const invitation = { email, childId, phoneNumber: '(555) 301-4050' };
  return inviteParent(t, cookie.director, invitation, { remoteAddress });
}
const form = (code: string, email = 'ignored@example.org') => ({
  firstName: 'Rosa',
  lastName: 'Reed',
  email,
  phoneNumber: '(555) 301-4050',
  address: '12 Elm Street, Springfield',
  emergencyContactName: 'Hugo Reed',
  emergencyContactPhone: '(555) 999-0000',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  invitationCode: code,
});
const register = (payload: object, c?: string) =>
  request({ method: 'POST', url: '/api/parent-accounts/register', payload, cookie: c });

describe('POST /api/parent-accounts/register', () => {
  it('creates the account, links the child, accepts the invitation and signs the parent in', async () => {
    const inv = await invited('Rosa.Reed@Example.org');
    const res = await register(form(inv.invitationCode));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: 'parent',
      email: 'rosa.reed@example.org',
      displayName: 'Rosa Reed',
    });
    const session = res.cookies.find((c) => c.name === 'daycare_session');
    expect(session).toBeDefined();
    const me = await request({
      method: 'GET',
      url: '/api/auth/me',
      cookie: `daycare_session=${session!.value}`,
    });
    expect(me.json().email).toBe('rosa.reed@example.org');
    const [account] = await t.database.db
      .select()
      .from(parentAccounts)
      .where(eq(parentAccounts.email, 'rosa.reed@example.org'));
    expect(account).toMatchObject({
      firstName: 'Rosa',
      address: '12 Elm Street, Springfield',
      subscriptionAmountCents: 35000,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account!.userId));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const links = await t.database.db
      .select()
      .from(guardians)
      .where(eq(guardians.parentAccountId, account!.id));
    expect(links).toEqual([
      expect.objectContaining({ childId: inv.childId, relationship: 'parent' }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(parentInvitations)
      .where(eq(parentInvitations.id, inv.id));
    expect(row).toMatchObject({
      status: 'accepted',
      acceptedAt: testNow,
      acceptedByParentId: account!.id,
    });
    const child = (
      await request({ method: 'GET', url: `/api/children/${inv.childId}`, cookie: cookie.director })
    ).json();
    expect(child).toMatchObject({
      parentName: 'Rosa Reed',
      emergencyContact: 'Hugo Reed - (555) 999-0000',
    });
    // The parent sees exactly this child.
    const kids = await request({
      method: 'GET',
      url: '/api/children',
      cookie: `daycare_session=${session!.value}`,
    });
    if (kids.statusCode === 200)
      expect(kids.json().map((k: { id: number }) => k.id)).toEqual([inv.childId]);
  });

  it('refuses a second registration with the same code, and unknown or revoked codes', async () => {
    const inv = await invited();
    expect((await register(form(inv.invitationCode))).statusCode).toBe(201);
    const again = await register({ ...form(inv.invitationCode), firstName: 'Other' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: invalid, code: 'errors.invalidRegistrationLink' });
    expect((await register(form('made-up-code'))).json()).toEqual({
      message: invalid,
      code: 'errors.invalidRegistrationLink',
    });
    const revoked = await invited();
    await request({
      method: 'POST',
      url: `/api/parent-invitations/${revoked.id}/revoke`,
      cookie: cookie.director,
    });
    expect((await register(form(revoked.invitationCode))).statusCode).toBe(404);
  });

  it('gives each of the spec’s validation messages', async () => {
    const blank = await register({});
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
      phoneNumber: 'Phone number is required',
      address: 'Address is required',
      emergencyContactName: 'Emergency contact name is required',
      emergencyContactPhone: 'Emergency contact phone is required',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
      invitationCode: invalid,
    });
    const short = await register({
      ...form('x'),
      email: 'nope',
      password: '12345',
      confirmPassword: '123',
    });
    expect(short.json().fieldErrors).toEqual({
      email: 'Valid email is required',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
    const mismatch = await register({ ...form('x'), confirmPassword: 'different-pass' });
    expect(mismatch.json().fieldErrors).toEqual({ confirmPassword: "Passwords don't match" });
  });
});

describe('an invited e-mail that already has an account', () => {
  it('does not create a second parent account; the signed-in parent accepts instead', async () => {
    const inv = await invited(demo.parent);
    const res = await register(form(inv.invitationCode));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists.*sign in/i);
    // Another family's parent cannot take it.
    const other = await request({
      method: 'POST',
      url: '/api/parent-invitations/accept',
      cookie: cookie.parent2,
      payload: { invitationCode: inv.invitationCode },
    });
    expect(other.statusCode).toBe(403);
    // Staff cannot accept; nobody signed in gets 401.
    expect(
      (
        await request({
          method: 'POST',
          url: '/api/parent-invitations/accept',
          cookie: cookie.teacher,
          payload: { invitationCode: inv.invitationCode },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await request({
          method: 'POST',
          url: '/api/parent-invitations/accept',
          payload: { invitationCode: inv.invitationCode },
        })
      ).statusCode,
    ).toBe(401);
    const ok = await request({
      method: 'POST',
      url: '/api/parent-invitations/accept',
      cookie: cookie.parent,
      payload: { invitationCode: inv.invitationCode },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ childId: inv.childId, childName: `Noah Reed${n}` });
    const [priya] = await t.database.db
      .select()
      .from(parentAccounts)
      .where(eq(parentAccounts.email, demo.parent));
    const link = await t.database.db
      .select()
      .from(guardians)
      .where(and(eq(guardians.parentAccountId, priya!.id), eq(guardians.childId, inv.childId)));
    expect(link).toHaveLength(1);
    const accounts = await t.database.db
      .select()
      .from(parentAccounts)
      .where(eq(parentAccounts.email, demo.parent));
    expect(accounts).toHaveLength(1);
    const twice = await request({
      method: 'POST',
      url: '/api/parent-invitations/accept',
      cookie: cookie.parent,
      payload: { invitationCode: inv.invitationCode },
    });
    expect(twice.statusCode).toBe(404);
  });

  it('refuses an e-mail that belongs to staff', async () => {
    const inv = await invited(demo.teacher);
    const res = await register(form(inv.invitationCode));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/staff account/);
    const [row] = await t.database.db
      .select()
      .from(parentInvitations)
      .where(eq(parentInvitations.id, inv.id));
    expect(row!.status).toBe('pending');
  });
});

describe('GET /api/parent-accounts', () => {
  it('lists accounts with subscription, payment and children for directors only', async () => {
    const res = await request({
      method: 'GET',
      url: '/api/parent-accounts',
      cookie: cookie.director,
    });
    expect(res.statusCode).toBe(200);
    const priya = res.json().find((a: { email: string }) => a.email === demo.parent);
    expect(priya).toMatchObject({
      firstName: 'Priya',
      lastName: 'Patel',
      subscriptionAmount: expect.any(Number),
      subscriptionPlan: expect.any(String),
      subscriptionStatus: expect.any(String),
      paymentStatus: expect.any(String),
      nextBillingDate: expect.any(String),
      registrationDate: expect.any(String),
    });
    expect(priya.children).toEqual(expect.arrayContaining(['Aarav Patel', 'Anika Patel']));
    expect(
      (await request({ method: 'GET', url: '/api/parent-accounts', cookie: cookie.parent }))
        .statusCode,
    ).toBe(403);
    expect((await request({ method: 'GET', url: '/api/parent-accounts' })).statusCode).toBe(401);
  });

  it('gives a teacher the families without a trace of their finances', async () => {
    // Issue 35: payment status, amounts and billing dates are for directors and the family.
    const res = await request({
      method: 'GET',
      url: '/api/parent-accounts',
      cookie: cookie.teacher,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(1);
    const priya = list.find((a) => a.email === demo.parent)!;
    expect(Object.keys(priya).sort()).toEqual(
      [
        'children',
        'email',
        'firstName',
        'id',
        'isActive',
        'lastName',
        'phoneNumber',
        'registrationDate',
        'twoStepOn',
      ].sort(),
    );
    expect(priya.children).toEqual(expect.arrayContaining(['Aarav Patel', 'Anika Patel']));
    const money = ['subscription', 'amount', 'payment', 'billing', 'cents'];
    for (const account of list)
      for (const key of Object.keys(account))
        expect(
          money.some((word) => key.toLowerCase().includes(word)),
          key,
        ).toBe(false);
  });
});
