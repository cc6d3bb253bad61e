import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffInvitations, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { startSmtpInbox } from '../../../test/api/smtp-inbox.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
let director: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp(
    { smtpUrl: inbox.url, publicUrl: 'https://portal.sunnydays.example' },
    { realMailer: true },
  );
  director = await t.login(demo.director);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const dayMs = 86_400_000;
const unusable = {
  message: 'This invitation link has expired, was revoked or was already used.',
  code: 'errors.staffInvitationUnusable',
};
let counter = 0;
const nextAddress = () => `10.88.${Math.floor(++counter / 200)}.${counter % 200}`;

type Login = {
  staffId: number;
  state: string;
  role: string;
  invitationExpiresAt: string | null;
  twoStepOn: boolean;
};

/** Adds a staff member (Add Staff Member), with "Invite to the portal" when `invite` is given. */
async function addStaff(invite?: { role: 'director' | 'staff'; language?: string }) {
  const n = ++counter;
  const email = `new.teacher${n}@example.org`;
  const res = await t.request({
    method: 'POST',
    url: '/api/staff',
    cookie: director,
    payload: {
      firstName: 'Noa',
      lastName: `Berg${n}`,
      role: 'Assistant Teacher',
      room: 'Infant Room',
      phone: '(555) 301-0303',
      email,
      ...(invite ? { invitation: { language: 'en', ...invite } } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  return { id: (res.json() as { id: number }).id, email, name: `Noa Berg${n}` };
}

const invite = (id: number, role: 'director' | 'staff' = 'staff', cookie = director) =>
  t.request({
    method: 'POST',
    url: `/api/staff/${id}/invitation`,
    cookie,
    payload: { role, language: 'en' },
  });
const checkLink = (token: string, remoteAddress = nextAddress()) =>
  t.request({
    method: 'GET',
    url: `/api/staff-invitations/${encodeURIComponent(token)}`,
    remoteAddress,
  });
const accept = (token: string, password = 'my-own-secret-77') =>
  t.request({
    method: 'POST',
    url: '/api/staff-invitations/accept',
    payload: { token, password, confirmPassword: password },
    remoteAddress: nextAddress(),
  });
const logins = async () =>
  (
    await t.request({ method: 'GET', url: '/api/staff/logins', cookie: director })
  ).json() as Login[];
const loginOf = async (staffId: number) => (await logins()).find((l) => l.staffId === staffId);
const signIn = (email: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/staff/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((cookie) => cookie.name === 'daycare_session')!;
  return `${c.name}=${c.value}`;
};

/** The token of the newest invitation e-mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  await t.drainJobs();
  const body = inbox.to(email).at(-1)?.body ?? '';
  const link =
    /https:\/\/portal\.sunnydays\.example\/staff-invitation\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!link) throw new Error(`no invitation was mailed to ${email}`);
  return link[1]!;
}

/** A staff member invited, accepted: their id, e-mail and session. */
async function staffWithLogin(role: 'director' | 'staff' = 'staff') {
  const member = await addStaff({ role });
  const res = await accept(await mailedToken(member.email));
  expect(res.statusCode).toBe(201);
  return { ...member, cookie: cookieOf(res) };
}

describe('inviting a staff member to the portal', () => {
  it('e-mails a single-use link (256 bits, stored hashed, 7 days) from Add Staff Member', async () => {
    const member = await addStaff({ role: 'staff', language: 'es' });
    const token = await mailedToken(member.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const mail = inbox.to(member.email).at(-1)!;
    expect(mail.body).toContain('Hola, Noa');
    expect(mail.body).toContain('Elegir su contraseña');
    expect(mail.body).toContain('Dana Whitfield le ha invitado al portal del personal');
    const [row] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.staffId, member.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * dayMs);
    expect(await loginOf(member.id)).toEqual({
      staffId: member.id,
      state: 'invited',
      role: 'staff',
      invitationExpiresAt: row!.expiresAt.toISOString(),
      twoStepOn: false,
    });
  });

  it('lets them choose a password and signs them in, as the role the director chose', async () => {
    const member = await addStaff();
    expect((await invite(member.id, 'director')).statusCode).toBe(201);
    const token = await mailedToken(member.email);
    const link = await checkLink(token);
    expect(link.json()).toEqual({
      email: member.email,
      firstName: 'Noa',
      lastName: member.name.split(' ')[1],
      role: 'director',
    });
    const res = await accept(token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'director', staffId: member.id, email: member.email });
    expect(res.json().actions).toContain('account.manage');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: cookieOf(res) });
    expect(me.json()).toMatchObject({ displayName: member.name, role: 'director' });
    expect((await loginOf(member.id))?.state).toBe('active');
    expect((await signIn(member.email, 'my-own-secret-77')).statusCode).toBe(200);
    for (const again of [await accept(token, 'another-secret-78'), await checkLink(token)]) {
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual(unusable);
    }
  });

  it('expires after 7 days; re-sending makes a new link and kills the old one', async () => {
    const member = await addStaff({ role: 'staff' });
    const first = await mailedToken(member.email);
    t.clock.advance(7 * dayMs);
    try {
      expect((await checkLink(first)).json()).toEqual(unusable);
      // Sessions do not last a week: the director signs in again.
      director = await t.login(demo.director);
      expect((await loginOf(member.id))?.state).toBe('invitationExpired');
      expect((await invite(member.id)).statusCode).toBe(201);
      const second = await mailedToken(member.email);
      expect(second).not.toBe(first);
      expect((await accept(first)).statusCode).toBe(410);
      expect((await checkLink(second)).statusCode).toBe(200);
      t.clock.advance(7 * dayMs - 1);
      expect((await accept(second)).statusCode).toBe(201);
    } finally {
      t.clock.set(testNow);
      director = await t.login(demo.director);
    }
  });

  it('can be revoked: its link stops working', async () => {
    const member = await addStaff({ role: 'staff' });
    const token = await mailedToken(member.email);
    const revoke = () =>
      t.request({ method: 'DELETE', url: `/api/staff/${member.id}/invitation`, cookie: director });
    expect((await revoke()).statusCode).toBe(204);
    expect((await checkLink(token)).json()).toEqual(unusable);
    expect(await loginOf(member.id)).toBeUndefined();
    expect((await revoke()).statusCode).toBe(404);
  });

  it('of 20 acceptances of one link at once, exactly one makes the account', async () => {
    const member = await addStaff({ role: 'staff' });
    const token = await mailedToken(member.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => accept(token, `parallel-secret-${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(19);
    const accounts = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, member.email));
    expect(accounts).toHaveLength(1);
  });

  it('refuses a common password, and keeps the link', async () => {
    const member = await addStaff({ role: 'staff' });
    const token = await mailedToken(member.email);
    const res = await accept(token, 'sunshine');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes).toEqual({ password: { code: 'errors.passwordTooCommon' } });
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('is refused for someone who can sign in already, or whose e-mail is a parent’s', async () => {
    const member = await staffWithLogin();
    const again = await invite(member.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('errors.alreadyHasLogin');
    const parentEmail = await t.request({
      method: 'POST',
      url: '/api/staff',
      cookie: director,
      payload: {
        firstName: 'Pat',
        lastName: 'Parent',
        role: 'Assistant Teacher',
        phone: '(555) 301-0404',
        email: demo.parent,
        invitation: { role: 'staff' },
      },
    });
    expect(parentEmail.statusCode).toBe(409);
    expect(parentEmail.json().code).toBe('errors.emailHasAccount');
    // The record was not added either: one transaction.
    const staff = (await t.request({ method: 'GET', url: '/api/staff', cookie: director })).json();
    expect(staff.some((s: { email: string }) => s.email === demo.parent)).toBe(false);
  });

  it('is for directors only', async () => {
    const member = await addStaff();
    const teacher = await t.login(demo.teacher);
    expect((await invite(member.id, 'staff', teacher)).statusCode).toBe(403);
    for (const url of [`/api/staff/${member.id}/deactivate`, `/api/staff/${member.id}/reactivate`])
      expect((await t.request({ method: 'POST', url, cookie: teacher })).statusCode).toBe(403);
  });
});

describe('deactivating and reactivating a login', () => {
  const post = (id: number, what: 'deactivate' | 'reactivate', cookie = director) =>
    t.request({ method: 'POST', url: `/api/staff/${id}/${what}`, cookie });

  it('ends every session at once, and sign-in fails with the spec’s message until reactivated', async () => {
    const member = await staffWithLogin();
    const other = cookieOf(await signIn(member.email, 'my-own-secret-77'));
    const res = await post(member.id, 'deactivate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ staffId: member.id, state: 'deactivated', role: 'staff' });
    for (const cookie of [member.cookie, other])
      expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(
        401,
      );
    const refused = await signIn(member.email, 'my-own-secret-77');
    expect(refused.statusCode).toBe(401);
    // The spec's 'Sign in failed' / 'Please check your credentials and try again.'
    expect(refused.json()).toEqual({
      message: 'Please check your credentials and try again.',
      code: 'errors.signInFailed',
    });
    // Their record and history stay.
    const staff = (await t.request({ method: 'GET', url: '/api/staff', cookie: director })).json();
    expect(staff.some((s: { id: number }) => s.id === member.id)).toBe(true);

    expect((await post(member.id, 'reactivate')).json()).toMatchObject({ state: 'active' });
    expect((await signIn(member.email, 'my-own-secret-77')).statusCode).toBe(200);
  });

  it('refuses a staff member without a login', async () => {
    const member = await addStaff();
    const res = await post(member.id, 'deactivate');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('errors.noLogin');
    expect((await post(999_999, 'deactivate')).statusCode).toBe(404);
  });
});

describe('the last active director', () => {
  const post = (id: number, what: 'deactivate' | 'reactivate', cookie = director) =>
    t.request({ method: 'POST', url: `/api/staff/${id}/${what}`, cookie });
  const setRole = (id: number, role: 'director' | 'staff', cookie = director) =>
    t.request({ method: 'PUT', url: `/api/staff/${id}/login-role`, cookie, payload: { role } });
  const demoDirectorId = async () =>
    (
      (await t.request({ method: 'GET', url: '/api/staff', cookie: director })).json() as {
        id: number;
        email: string;
      }[]
    ).find((s) => s.email === demo.director)!.id;
  /** Every director but the demo one made staff, so the demo director is the last. */
  async function onlyDemoDirector() {
    const me = await demoDirectorId();
    for (const login of await logins())
      if (login.role === 'director' && login.state === 'active' && login.staffId !== me)
        expect((await setRole(login.staffId, 'staff')).statusCode).toBe(200);
    return me;
  }

  it('cannot be deactivated or made staff', async () => {
    const me = await onlyDemoDirector();
    for (const res of [await post(me, 'deactivate'), await setRole(me, 'staff')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'The last active director cannot be deactivated or made staff.',
        code: 'errors.lastDirector',
      });
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/me', cookie: director })).json(),
    ).toMatchObject({ role: 'director' });
  });

  it('can hand over: with a second director, either may step down, but not both', async () => {
    const me = await onlyDemoDirector();
    const second = await staffWithLogin('director');
    expect((await setRole(me, 'staff')).statusCode).toBe(200);
    const demoAsStaff = await t.request({ method: 'GET', url: '/api/auth/me', cookie: director });
    expect(demoAsStaff.json().role).toBe('staff');
    // Now the second director is the last one.
    expect((await post(second.id, 'deactivate', second.cookie)).statusCode).toBe(409);
    expect((await setRole(me, 'director', second.cookie)).statusCode).toBe(200);
    // Two directors deactivating each other at once: one of them stays. (The loser is refused
    // as the last director, or, if the winner committed before its session was read, as
    // signed out.)
    const [a, b] = await Promise.all([
      post(second.id, 'deactivate', director),
      post(me, 'deactivate', second.cookie),
    ]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 401)).toHaveLength(1);
    const activeDirectors = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'director'), eq(users.isActive, true)));
    expect(activeDirectors).toHaveLength(1);
    // Put the demo director back as the test app's other files expect it.
    await t.database.db
      .update(users)
      .set({ isActive: true, role: 'director' })
      .where(eq(users.email, demo.director));
    director = await t.login(demo.director);
  });
});
