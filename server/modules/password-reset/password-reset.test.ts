import { portalOf } from '../../../contract/enums.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, passwordResets, userSettings, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import { databaseState } from '../../../test/api/db-state.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { startSmtpInbox } from '../../../test/api/smtp-inbox.ts';
import { enrolChild, inviteParent } from '../../../test/api/fixtures.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { resetRequestLimits } from './password-reset-throttle.ts';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp(
    { smtpUrl: inbox.url, publicUrl: 'https://portal.sunnydays.example' },
    { realMailer: true },
  );
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const oldPassword = 'old-secret-4711';
const unusable = {
  message: 'This link has expired or was already used. Please ask for a new one.',
  code: 'errors.passwordResetLinkUnusable',
};
let counter = 0;
/** Each test its own address, so one test's requests never throttle another's. */
const nextAddress = () => `10.77.${Math.floor(++counter / 200)}.${counter % 200}`;

/** A new account (no staff or parent record: its name is its e-mail), signed in once. */
async function account(role: 'staff' | 'parent' | 'director' = 'parent', language?: string) {
  const email = `person${++counter}@example.org`;
  const [user] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(oldPassword), role })
    .returning({ id: users.id });
  if (language)
    await t.database.db.insert(userSettings).values({ userId: user!.id, settings: { language } });
  const session = await signIn(email, oldPassword, portalOf(role));
  expect(session.statusCode).toBe(200);
  return { id: user!.id, email, cookie: cookieOf(session), role };
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((cookie) => cookie.name === 'daycare_session')!;
  return `${c.name}=${c.value}`;
};
const signIn = (email: string, password: string, portal: 'staff' | 'parent' = 'parent') =>
  t.request({
    method: 'POST',
    url: `/api/auth/${portal}/login`,
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
const askForLink = (email: string, remoteAddress = nextAddress()) =>
  t.request({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    remoteAddress,
  });
const checkLink = (token: string, remoteAddress = nextAddress()) =>
  t.request({
    method: 'GET',
    url: `/api/auth/password-reset/${encodeURIComponent(token)}`,
    remoteAddress,
  });
const setPassword = (token: string, password: string, remoteAddress = nextAddress()) =>
  t.request({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { token, password, confirmPassword: password },
    remoteAddress,
  });

/** The token of the newest link e-mailed to `email` (after the jobs have run). */
async function mailedToken(email: string): Promise<string> {
  await t.drainJobs();
  const mails = inbox.to(email).filter((m) => m.body.includes('/reset-password?token='));
  const link = /https:\/\/portal\.sunnydays\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
    mails.at(-1)?.body ?? '',
  );
  if (!link) throw new Error(`no password link was mailed to ${email}`);
  return link[1]!;
}

/** An account with a fresh link (asked for on the sign-in page). */
async function withLink(role: 'staff' | 'parent' = 'parent') {
  const who = await account(role);
  expect((await askForLink(who.email)).statusCode).toBe(202);
  return { ...who, token: await mailedToken(who.email) };
}

describe("'Forgot password?': asking for a link", () => {
  it('e-mails a single-use link of 256 bits, stored only as its hash, valid for one hour', async () => {
    const who = await account();
    const res = await askForLink(who.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const token = await mailedToken(who.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const mail = inbox.to(who.email).at(-1)!;
    expect(mail.body).toContain('Subject: Choose a new password');
    expect(mail.body).toContain('The link can be used once and works for one hour.');
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, who.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(await databaseState(t.database.db))).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60_000);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'password.resetRequested'), eq(auditLog.entityId, `${who.id}`)),
      );
    expect(audited).toMatchObject({ actorUserId: null, entityType: 'user' });
  });

  it('answers an unknown e-mail exactly as a known one, doing the same work', async () => {
    const who = await account();
    const answer = async (email: string) => {
      const before = await databaseState(t.database.db);
      const res = await askForLink(email);
      const after = await databaseState(t.database.db);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      const { date: _, ...headers } = res.headers;
      return { status: res.statusCode, body: res.body, headers, changed };
    };
    const known = await answer(who.email);
    const unknown = await answer('nobody.here@example.org');
    expect(unknown).toEqual(known);
    // Only the request (a job) and its attempt counters: the account is looked up later.
    expect(known.changed.sort()).toEqual(['jobs', 'throttle_counters']);
    const sentBefore = inbox.received.length;
    await t.drainJobs();
    expect(inbox.received.length - sentBefore).toBe(1);
    expect(inbox.to('nobody.here@example.org')).toEqual([]);
  });

  it('forgets the typed e-mail once the request is handled', async () => {
    await askForLink('typo.address@example.org');
    await t.drainJobs();
    const rows = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'passwordReset.request'));
    expect(JSON.stringify(rows)).not.toContain('typo.address');
  });

  it('writes the e-mail in the language of the person’s settings', async () => {
    const who = await account('parent', 'fr');
    await askForLink(who.email);
    await mailedToken(who.email);
    const body = inbox.to(who.email).at(-1)!.body;
    expect(body).toContain('Choisir un nouveau mot de passe');
    expect(body).toContain(
      'Le lien ne peut être utilisé qu’une seule fois et reste valable une heure.',
    );
  });

  it('sends nothing to a deactivated account', async () => {
    const who = await account();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, who.id));
    expect((await askForLink(who.email)).statusCode).toBe(202);
    await t.drainJobs();
    expect(inbox.to(who.email)).toEqual([]);
  });

  it('refuses a bad e-mail in the spec’s words', async () => {
    const res = await askForLink('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ email: 'Invalid email address' });
  });
});

describe('throttling link requests', () => {
  it(`allows ${resetRequestLimits.email} per e-mail in 15 minutes, known or not, from any address`, async () => {
    const who = await account();
    for (const email of [who.email, 'no.account.here@example.org']) {
      for (let i = 0; i < resetRequestLimits.email; i++)
        expect((await askForLink(email)).statusCode).toBe(202);
      const refused = await askForLink(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many requests from here. Please wait 15 minutes and try again.',
        code: 'errors.passwordResetThrottled',
      });
    }
    await t.drainJobs();
    expect(inbox.to(who.email)).toHaveLength(resetRequestLimits.email);
    t.clock.advance(15 * 60_000 + 1);
    try {
      expect((await askForLink(who.email)).statusCode).toBe(202);
    } finally {
      t.clock.set(testNow);
    }
  });

  it(`allows ${resetRequestLimits.address} per address, not counting refusals against e-mails`, async () => {
    const address = nextAddress();
    for (let i = 0; i < resetRequestLimits.address; i++)
      expect((await askForLink(`many${i}@example.org`, address)).statusCode).toBe(202);
    expect((await askForLink('one.more@example.org', address)).statusCode).toBe(429);
    // The refused request did not use up that e-mail's allowance elsewhere.
    for (let i = 0; i < resetRequestLimits.email; i++)
      expect((await askForLink('one.more@example.org')).statusCode).toBe(202);
    await t.drainJobs();
  });
});

describe('choosing a new password with the link', () => {
  it('says whose password the link sets, and where they sign in', async () => {
    const who = await withLink('staff');
    const res = await checkLink(who.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: who.email, portal: 'staff' });
  });

  it('sets it, ends every session, mails "your password was changed", and works once', async () => {
    const who = await withLink();
    const other = await signIn(who.email, oldPassword);
    const res = await setPassword(who.token, 'a-fresh-secret-42');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ portal: 'parent' });
    for (const cookie of [who.cookie, cookieOf(other)])
      expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(
        401,
      );
    expect((await signIn(who.email, oldPassword)).statusCode).toBe(401);
    expect((await signIn(who.email, 'a-fresh-secret-42')).statusCode).toBe(200);

    await t.drainJobs();
    // Beside it, the sign-ins from a browser the account had not used (decision 067): the
    // jobs deliver in no promised order.
    const changed = inbox
      .to(who.email)
      .find((m) => m.body.includes('Subject: Your password was changed'));
    expect(changed?.body).toBeDefined();
    expect(changed!.body).toContain('https://portal.sunnydays.example/parent-login');

    for (const replay of [setPassword(who.token, 'another-secret-43'), checkLink(who.token)]) {
      const again = await replay;
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual(unusable);
    }
    expect((await signIn(who.email, 'a-fresh-secret-42')).statusCode).toBe(200);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password.reset'), eq(auditLog.entityId, `${who.id}`)));
    expect(audited).toMatchObject({ actorUserId: who.id });
  });

  it('makes the account’s other links void', async () => {
    const who = await withLink();
    await askForLink(who.email);
    const second = await mailedToken(who.email);
    expect(second).not.toBe(who.token);
    expect((await setPassword(second, 'a-fresh-secret-44')).statusCode).toBe(200);
    expect((await setPassword(who.token, 'a-fresh-secret-45')).statusCode).toBe(410);
  });

  it('works until the hour is up, not after', async () => {
    const early = await withLink();
    const late = await withLink();
    t.clock.advance(60 * 60_000 - 1);
    try {
      expect((await checkLink(early.token)).statusCode).toBe(200);
      expect((await setPassword(early.token, 'a-fresh-secret-46')).statusCode).toBe(200);
      t.clock.advance(1);
      expect((await checkLink(late.token)).json()).toEqual(unusable);
      const res = await setPassword(late.token, 'a-fresh-secret-47');
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual(unusable);
    } finally {
      t.clock.set(testNow);
    }
    expect((await signIn(late.email, oldPassword)).statusCode).toBe(200);
  });

  it('keeps a used or expired link’s row for a month, then removes it', async () => {
    const used = await withLink();
    expect((await setPassword(used.token, 'a-fresh-secret-48')).statusCode).toBe(200);
    const rowsOf = (userId: number) =>
      t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
    try {
      // The night after 29 days: still there (the link expired an hour after it was sent).
      t.clock.set(new Date(testNow.getTime() + 29 * 86_400_000 + 12 * 3_600_000));
      await t.drainJobs();
      expect(await rowsOf(used.id)).toHaveLength(1);
      const unused = await withLink();
      t.clock.set(new Date(testNow.getTime() + 31 * 86_400_000 + 12 * 3_600_000));
      await t.drainJobs();
      expect(await rowsOf(used.id)).toHaveLength(0);
      expect(await rowsOf(unused.id)).toHaveLength(1);
    } finally {
      t.clock.set(testNow);
    }
  });

  it('gives unknown and made-up links the same answer', async () => {
    for (const token of ['no-such-token', 'x'.repeat(43)]) {
      const res = await checkLink(token);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual(unusable);
    }
  });

  it('of 20 uses of one link at once, exactly one succeeds; the others are told why', async () => {
    const who = await withLink();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setPassword(who.token, `parallel-secret-${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(19);
    for (const res of answers.filter((r) => r.statusCode === 410))
      expect(res.json()).toEqual(unusable);
    const winner = answers.findIndex((res) => res.statusCode === 200);
    expect((await signIn(who.email, `parallel-secret-${winner}`)).statusCode).toBe(200);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password.reset'), eq(auditLog.entityId, `${who.id}`)))) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });

  it('refuses a common password, or one too short or not confirmed, and keeps the link', async () => {
    const who = await withLink();
    const common = await setPassword(who.token, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'errors.passwordTooCommon',
      fieldErrors: {
        password: 'This password is too common and easy to guess. Please choose another one.',
      },
    });
    const short = await setPassword(who.token, 'abc');
    expect(short.json().fieldErrors).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: who.token, password: 'a-fresh-secret-48', confirmPassword: 'other-one-48' },
    });
    expect(mismatch.json().fieldErrors).toEqual({ confirmPassword: "Passwords don't match" });
    expect((await setPassword(who.token, 'a-fresh-secret-48')).statusCode).toBe(200);
  });

  it('does not open a link for an account deactivated since it was sent', async () => {
    const who = await withLink();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, who.id));
    expect((await checkLink(who.token)).statusCode).toBe(410);
    expect((await setPassword(who.token, 'a-fresh-secret-49')).statusCode).toBe(410);
  });

  it('throttles wrong tokens per address, and forgives right ones', async () => {
    const who = await withLink();
    const address = nextAddress();
    for (let i = 0; i < 30; i++)
      expect((await checkLink(`guess-${i}`, address)).statusCode).toBe(410);
    const refused = await checkLink(who.token, address);
    expect(refused.statusCode).toBe(429);
    expect((await checkLink(who.token)).statusCode).toBe(200);
  });
});

describe('a password changed in Settings', () => {
  it('is announced by e-mail to the account, in its language, with a way to sign in', async () => {
    const who = await account('staff', 'fr');
    const res = await t.request({
      method: 'POST',
      url: '/api/account/password',
      cookie: who.cookie,
      payload: {
        currentPassword: oldPassword,
        newPassword: 'a-settings-secret-51',
        confirmPassword: 'a-settings-secret-51',
      },
    });
    expect(res.statusCode).toBe(200);
    await t.drainJobs();
    const mails = inbox.to(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('vient d’être modifié');
    expect(mails[0]!.body).toContain('https://portal.sunnydays.example/login');
  });

  it('sends nothing when the current password was wrong', async () => {
    const who = await account();
    const res = await t.request({
      method: 'POST',
      url: '/api/account/password',
      cookie: who.cookie,
      payload: {
        currentPassword: 'not-the-password',
        newPassword: 'a-settings-secret-52',
        confirmPassword: 'a-settings-secret-52',
      },
    });
    expect(res.statusCode).toBe(400);
    await t.drainJobs();
    expect(inbox.to(who.email)).toHaveLength(0);
  });
});

describe('common passwords, wherever a password is chosen', () => {
  it('are refused when changing one’s password', async () => {
    const who = await account();
    const res = await t.request({
      method: 'POST',
      url: '/api/account/password',
      cookie: who.cookie,
      payload: {
        currentPassword: oldPassword,
        newPassword: 'qwerty123',
        confirmPassword: 'qwerty123',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'errors.passwordTooCommon',
      fieldCodes: { newPassword: { code: 'errors.passwordTooCommon' } },
    });
    expect((await signIn(who.email, oldPassword)).statusCode).toBe(200);
  });

  it('are refused when registering from an invitation', async () => {
    const director = await t.login(demo.director);
    const childId = await enrolChild(t, director, { lastName: 'Common' });
    const { invitationCode } = await inviteParent(t, director, {
      email: 'common.password@example.org',
      childId,
    });
    const register = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/parent-accounts/register',
        payload: {
          firstName: 'Cam',
          lastName: 'Common',
          email: 'common.password@example.org',
          phoneNumber: '(555) 201-3040',
          address: '1 Elm Street',
          emergencyContactName: 'Kim Common',
          emergencyContactPhone: '(555) 201-3041',
          password,
          confirmPassword: password,
          invitationCode,
        },
      });
    const refused = await register('iloveyou');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldCodes).toEqual({ password: { code: 'errors.passwordTooCommon' } });
    expect((await register('an-uncommon-secret-50')).statusCode).toBe(201);
  });
});

describe('a director sends someone a password link', () => {
  let director: string;
  let teacher: string;
  beforeAll(async () => {
    director = await t.login(demo.director);
    teacher = await t.login(demo.teacher);
  });
  const staffList = async () =>
    (await t.request({ method: 'GET', url: '/api/staff', cookie: director })).json() as {
      id: number;
      email: string;
    }[];
  const staffIdOf = async (email: string) => (await staffList()).find((s) => s.email === email)!.id;
  const sendToStaff = (id: number, cookie = director) =>
    t.request({ method: 'POST', url: `/api/staff/${id}/password-reset`, cookie });

  it('e-mails a staff member the link, signed with the director’s name, and shows no password', async () => {
    const res = await sendToStaff(await staffIdOf(demo.teacher));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ email: demo.teacher });
    const token = await mailedToken(demo.teacher);
    const mail = inbox.to(demo.teacher).at(-1)!;
    expect(mail.body).toMatch(/Dana Whitfield at .+ has sent you a link to choose a new password/);
    expect((await checkLink(token)).json()).toEqual({ email: demo.teacher, portal: 'staff' });
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'password.resetSent'));
    const me = (await t.request({ method: 'GET', url: '/api/auth/me', cookie: director })).json();
    expect(audited).toMatchObject({ actorUserId: me.userId, entityType: 'user' });
    // The teacher still signs in with the old password until the link is used.
    expect((await signIn(demo.teacher, demo.password, 'staff')).statusCode).toBe(200);
  });

  it('e-mails a parent the link from Parent Management', async () => {
    const parents = (
      await t.request({ method: 'GET', url: '/api/parent-accounts', cookie: director })
    ).json() as { id: number; email: string }[];
    const id = parents.find((p) => p.email === demo.parent)!.id;
    const res = await t.request({
      method: 'POST',
      url: `/api/parent-accounts/${id}/password-reset`,
      cookie: director,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ email: demo.parent });
    expect((await checkLink(await mailedToken(demo.parent))).json()).toMatchObject({
      portal: 'parent',
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/parent-accounts/999999/password-reset',
      cookie: director,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for directors only', async () => {
    const id = await staffIdOf(demo.teacher);
    expect((await sendToStaff(id, teacher)).statusCode).toBe(403);
    expect((await sendToStaff(id, await t.login(demo.parent))).statusCode).toBe(403);
    expect((await sendToStaff(id, '')).statusCode).toBe(401);
    const logins = await t.request({ method: 'GET', url: '/api/staff/logins', cookie: teacher });
    expect(logins.statusCode).toBe(403);
  });

  it('says who has a login, and refuses a staff member without one or deactivated', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/api/staff',
      cookie: director,
      payload: {
        firstName: 'Nia',
        lastName: 'Nolan',
        role: 'Assistant Teacher',
        room: 'Infant Room',
        phone: '(555) 301-0202',
        email: 'nia.nolan@example.org',
      },
    });
    const noLogin = await sendToStaff(added.json().id);
    expect(noLogin.statusCode).toBe(409);
    expect(noLogin.json()).toEqual({
      message: 'This person has no sign-in account.',
      code: 'errors.noLogin',
    });
    const logins = (
      await t.request({ method: 'GET', url: '/api/staff/logins', cookie: director })
    ).json() as { staffId: number; state: string; role: string }[];
    const teacherId = await staffIdOf(demo.teacher);
    expect(logins).toContainEqual({
      staffId: teacherId,
      state: 'active',
      role: 'staff',
      invitationExpiresAt: null,
      twoStepOn: false,
    });
    expect(logins).toContainEqual({
      staffId: await staffIdOf(demo.director),
      state: 'active',
      role: 'director',
      invitationExpiresAt: null,
      twoStepOn: false,
    });
    expect(logins.some((l) => l.staffId === added.json().id)).toBe(false);

    const [teacherUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.teacher));
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, teacherUser!.id));
    try {
      const deactivated = await sendToStaff(teacherId);
      expect(deactivated.statusCode).toBe(409);
      expect(deactivated.json().code).toBe('errors.loginDeactivated');
      const after = (
        await t.request({ method: 'GET', url: '/api/staff/logins', cookie: director })
      ).json() as { staffId: number; state: string }[];
      expect(after.find((l) => l.staffId === teacherId)?.state).toBe('deactivated');
    } finally {
      await t.database.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.id, teacherUser!.id));
    }
    expect((await sendToStaff(999999)).statusCode).toBe(404);
  });
});
