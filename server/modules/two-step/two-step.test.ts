import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, twoStepLogins, twoStepRecoveryCodes, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { totpCode } from '../../lib/totp.ts';
import { userIdOf } from '../../../test/api/people.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

/**
 * Two-step sign-in (decision 069) through the front door, on the app's pinned clock: an
 * authenticator app turned on and off, the second step at both portals (a window of one
 * 30-second step either side, no code twice, wrong codes throttled, recovery codes once), and
 * the centre's requirement.
 */
let t: TestApp;
let director: string;
beforeAll(async () => {
  t = await startTestApp();
  director = await t.login(demo.director);
});
afterAll(() => t.close());

const step = 30_000;
const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => {
  const c = res.cookies.find((k) => k.name === name);
  return c && c.value ? `${c.name}=${c.value}` : undefined;
};

let made = 0;
/** An account of its own (no staff record or family needed to sign in). */
async function account(role: 'director' | 'staff' | 'parent') {
  made += 1;
  const email = `two-step-${role}-${made}@example.org`;
  await t.database.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(demo.password), role });
  return { email, portal: role === 'parent' ? ('parent' as const) : ('staff' as const) };
}
type Account = Awaited<ReturnType<typeof account>>;

const password = (a: Account) =>
  t.request({
    method: 'POST',
    url: `/api/auth/${a.portal}/login`,
    payload: { email: a.email, password: demo.password },
  });
const code = (a: Account, pending: string | undefined, value: string) =>
  t.request({
    method: 'POST',
    url: `/api/auth/${a.portal}/login/code`,
    cookie: pending,
    payload: { code: value },
  });
/** Both steps: the password, then `value` with the second step's cookie. */
async function signIn(a: Account, value: string) {
  const first = await password(a);
  expect(first.statusCode).toBe(202);
  return code(a, cookieOf(first, 'daycare_second_step'), value);
}
const signedIn = (a: Account) =>
  password(a).then((res) => {
    if (res.statusCode !== 200) throw new Error(`${a.email}: ${res.statusCode} ${res.body}`);
    return cookieOf(res, 'daycare_session')!;
  });

/** Turns the app on for `a`: its secret and recovery codes. */
async function turnOn(a: Account, session?: string) {
  const cookie = session ?? (await signedIn(a));
  const setup = await t.request({ method: 'POST', url: '/api/account/two-step/setup', cookie });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const confirm = await t.request({
    method: 'POST',
    url: '/api/account/two-step/confirm',
    cookie,
    payload: { code: totpCode(secret, t.clock.now()) },
  });
  expect(confirm.statusCode).toBe(200);
  return {
    secret: secret as string,
    recoveryCodes: confirm.json().recoveryCodes as string[],
    cookie,
  };
}

describe('turning an authenticator app on', () => {
  it('shows the secret as text and as an otpauth address, and keeps it sealed', async () => {
    const a = await account('staff');
    const cookie = await signedIn(a);
    const status = await t.request({ method: 'GET', url: '/api/account/two-step', cookie });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    const setup = await t.request({ method: 'POST', url: '/api/account/two-step/setup', cookie });
    const { secret, otpauthUri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]{32}&issuer=/);
    expect(otpauthUri).toContain(encodeURIComponent(a.email));
    expect(otpauthUri).toContain('digits=6&period=30');
    const [row] = await t.database.db
      .select()
      .from(twoStepLogins)
      .where(eq(twoStepLogins.userId, await userIdOf(t, a.email)));
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();
    // Asking again before confirming shows the same secret (the app may have read it).
    const again = await t.request({ method: 'POST', url: '/api/account/two-step/setup', cookie });
    expect(again.json().secret).toBe(secret);
  });

  it('needs a right first code, then gives ten recovery codes once and never the secret again', async () => {
    const a = await account('staff');
    const cookie = await signedIn(a);
    const { secret } = (
      await t.request({ method: 'POST', url: '/api/account/two-step/setup', cookie })
    ).json();
    const wrong = await t.request({
      method: 'POST',
      url: '/api/account/two-step/confirm',
      cookie,
      payload: { code: totpCode(secret, new Date(t.clock.now().getTime() + 3 * step)) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('errors.twoStepCodeWrong');
    const right = await t.request({
      method: 'POST',
      url: '/api/account/two-step/confirm',
      cookie,
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await t.database.db
      .select()
      .from(twoStepRecoveryCodes)
      .where(eq(twoStepRecoveryCodes.userId, await userIdOf(t, a.email)));
    expect(stored).toHaveLength(10);
    for (const c of codes) expect(JSON.stringify(stored)).not.toContain(c);
    const setupAgain = await t.request({
      method: 'POST',
      url: '/api/account/two-step/setup',
      cookie,
    });
    expect(setupAgain.statusCode).toBe(409);
    expect(setupAgain.body).not.toContain(secret);
    const status = await t.request({ method: 'GET', url: '/api/account/two-step', cookie });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.twoStep.enable'));
    expect(audited.map((r) => r.entityId)).toContain(String(await userIdOf(t, a.email)));
  });
});

describe('signing in with a second step', () => {
  it('answers the password with 202 and no session, then the code with a session', async () => {
    const a = await account('staff');
    const { secret } = await turnOn(a);
    const first = await password(a);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ secondStep: 'code' });
    expect(cookieOf(first, 'daycare_session')).toBeUndefined();
    const pending = cookieOf(first, 'daycare_second_step')!;
    // The second step's cookie is no session.
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: pending });
    expect(me.statusCode).toBe(401);
    t.clock.advance(2 * step);
    const second = await code(a, pending, totpCode(secret, t.clock.now()));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ email: a.email, role: 'staff' });
    const session = cookieOf(second, 'daycare_session')!;
    const again = await t.request({ method: 'GET', url: '/api/auth/me', cookie: session });
    expect(again.statusCode).toBe(200);
  });

  it('accepts one step either side of now, never a code twice nor an earlier one', async () => {
    const a = await account('staff');
    const { secret } = await turnOn(a);
    t.clock.advance(5 * step);
    const at = (steps: number) =>
      totpCode(secret, new Date(t.clock.now().getTime() + steps * step));
    // The phone one step behind: accepted.
    expect((await signIn(a, at(-1))).statusCode).toBe(200);
    // The same code again: refused (replay), as is any code of an earlier step.
    expect((await signIn(a, at(-1))).statusCode).toBe(401);
    expect((await signIn(a, at(-2))).statusCode).toBe(401);
    // Now's code, then the phone one step ahead: each accepted once.
    expect((await signIn(a, at(0))).statusCode).toBe(200);
    expect((await signIn(a, at(0))).statusCode).toBe(401);
    expect((await signIn(a, at(1))).statusCode).toBe(200);
    // Two steps ahead: outside the window. (Later, so the five wrong codes so far, the
    // throttle's limit, no longer count.)
    t.clock.advance(16 * 60_000);
    expect((await signIn(a, at(2))).statusCode).toBe(401);
    expect((await signIn(a, at(-2))).statusCode).toBe(401);
    const res = await signIn(a, at(0));
    expect(res.statusCode).toBe(200);
  });

  it('takes each recovery code once, at either portal', async () => {
    const parent = await account('parent');
    const { recoveryCodes, cookie } = await turnOn(parent);
    // Typed with spaces and capitals: still the code.
    const typed = ` ${recoveryCodes[0]!.toUpperCase()} `;
    const first = await signIn(parent, typed);
    expect(first.statusCode).toBe(200);
    expect(first.json().role).toBe('parent');
    expect((await signIn(parent, recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await signIn(parent, recoveryCodes[1]!)).statusCode).toBe(200);
    const status = await t.request({ method: 'GET', url: '/api/account/two-step', cookie });
    expect(status.json().recoveryCodesLeft).toBe(8);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'auth.login' and ${auditLog.details}->>'secondStep' = 'recoveryCode'`,
      )
      .limit(1);
    expect(entry).toBeDefined();
  });

  it('refuses a second step after five minutes, or at the other portal, with 410', async () => {
    const a = await account('staff');
    const { secret } = await turnOn(a);
    const first = await password(a);
    const pending = cookieOf(first, 'daycare_second_step');
    const otherPortal = await t.request({
      method: 'POST',
      url: '/api/auth/parent/login/code',
      cookie: pending,
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    expect(otherPortal.statusCode).toBe(410);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await code(a, pending, totpCode(secret, t.clock.now()));
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('errors.twoStepPendingExpired');
    const none = await code(a, undefined, totpCode(secret, t.clock.now()));
    expect(none.statusCode).toBe(410);
  });

  it('throttles wrong codes per account: five, then refused even with the right code', async () => {
    const a = await account('staff');
    const { secret } = await turnOn(a);
    t.clock.advance(3 * step);
    const first = await password(a);
    const pending = cookieOf(first, 'daycare_second_step');
    for (let i = 0; i < 5; i++) expect((await code(a, pending, '000000')).statusCode).toBe(401);
    const blocked = await code(a, pending, totpCode(secret, t.clock.now()));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('errors.twoStepThrottled');
    // A fresh password does not reset the count.
    expect((await signIn(a, totpCode(secret, t.clock.now()))).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await signIn(a, totpCode(secret, t.clock.now()))).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a code in', async () => {
    const a = await account('staff');
    const { secret } = await turnOn(a);
    t.clock.advance(2 * step);
    const [one, two] = await Promise.all([password(a), password(a)]);
    const value = totpCode(secret, t.clock.now());
    const results = await Promise.all([
      code(a, cookieOf(one!, 'daycare_second_step'), value),
      code(a, cookieOf(two!, 'daycare_second_step'), value),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('turning the app off', () => {
  it('takes the password and a code, and signs in with the password alone after', async () => {
    const a = await account('staff');
    const { secret, cookie } = await turnOn(a);
    t.clock.advance(2 * step);
    const off = (currentPassword: string, value: string) =>
      t.request({
        method: 'POST',
        url: '/api/account/two-step/disable',
        cookie,
        payload: { currentPassword, code: value },
      });
    const wrongPassword = await off('not-my-password', totpCode(secret, t.clock.now()));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fieldCodes.currentPassword.code).toBe(
      'errors.currentPasswordIncorrect',
    );
    expect((await off(demo.password, '123456')).statusCode).toBe(400);
    expect((await off(demo.password, totpCode(secret, t.clock.now()))).statusCode).toBe(200);
    expect((await password(a)).statusCode).toBe(200);
    const status = await t.request({ method: 'GET', url: '/api/account/two-step', cookie });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
  });

  it('saves nothing when its audit row cannot be written', async () => {
    const a = await account('staff');
    const { secret, cookie } = await turnOn(a);
    t.clock.advance(2 * step);
    await t.database.db.execute(
      sql`alter table audit_log add constraint audit_refused check (action = '') not valid`,
    );
    try {
      const res = await t.request({
        method: 'POST',
        url: '/api/account/two-step/disable',
        cookie,
        payload: { currentPassword: demo.password, code: totpCode(secret, t.clock.now()) },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint audit_refused`);
    }
    const status = await t.request({ method: 'GET', url: '/api/account/two-step', cookie });
    expect(status.json().enabled).toBe(true);
    // The code was not used up by the refused change.
    expect((await signIn(a, totpCode(secret, t.clock.now()))).statusCode).toBe(200);
  });
});

describe('the centre requiring two-step sign-in', () => {
  const requireFor = (requiredFor: string, cookie = director) =>
    t.request({ method: 'PUT', url: '/api/centre/two-step', cookie, payload: { requiredFor } });

  it('is a director’s setting', async () => {
    const teacher = await t.login(demo.teacher);
    expect((await requireFor('staff', teacher)).statusCode).toBe(403);
    const read = await t.request({ method: 'GET', url: '/api/centre/two-step', cookie: director });
    expect(read.json()).toEqual({ requiredFor: 'none' });
  });

  it('holds a staff member to the set-up at their next sign-in until it is done', async () => {
    const staffMember = await account('staff');
    const parent = await account('parent');
    const before = await signedIn(staffMember);
    expect((await requireFor('staff')).json()).toEqual({ requiredFor: 'staff' });
    try {
      // A session from before goes on as it was; the next sign-in is held to the set-up.
      expect(
        (await t.request({ method: 'GET', url: '/api/children', cookie: before })).statusCode,
      ).toBe(200);
      const res = await password(staffMember);
      expect(res.statusCode).toBe(200);
      expect(res.json().twoStepSetupRequired).toBe(true);
      const held = cookieOf(res, 'daycare_session')!;
      const children = await t.request({ method: 'GET', url: '/api/children', cookie: held });
      expect(children.statusCode).toBe(403);
      expect(children.json().code).toBe('errors.twoStepSetupRequired');
      const settings = await t.request({ method: 'GET', url: '/api/settings', cookie: held });
      expect(settings.statusCode).toBe(403);
      const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: held });
      expect(me.json().twoStepSetupRequired).toBe(true);
      const session = await t.request({ method: 'GET', url: '/api/auth/session', cookie: held });
      expect(session.json().user.twoStepSetupRequired).toBe(true);
      const status = await t.request({ method: 'GET', url: '/api/account/two-step', cookie: held });
      expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });
      // A parent is not covered by 'all staff'.
      const parentRes = await password(parent);
      expect(parentRes.json().twoStepSetupRequired).toBeUndefined();
      // Setting it up releases the session at once.
      const { secret } = await turnOn(staffMember, held);
      const after = await t.request({ method: 'GET', url: '/api/children', cookie: held });
      expect(after.statusCode).toBe(200);
      const meAfter = await t.request({ method: 'GET', url: '/api/auth/me', cookie: held });
      expect(meAfter.json().twoStepSetupRequired).toBeUndefined();
      // Required of them: it cannot be turned off.
      t.clock.advance(2 * step);
      const off = await t.request({
        method: 'POST',
        url: '/api/account/two-step/disable',
        cookie: held,
        payload: { currentPassword: demo.password, code: totpCode(secret, t.clock.now()) },
      });
      expect(off.statusCode).toBe(409);
      expect(off.json().code).toBe('errors.twoStepRequired');
      // Next sign-in: the code, not the set-up.
      expect((await password(staffMember)).statusCode).toBe(202);
    } finally {
      expect((await requireFor('none')).statusCode).toBe(200);
    }
  });

  it('holds a staff member who accepts an invitation meanwhile, from their first page', async () => {
    const mails: { to: string; text: string }[] = [];
    vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
      mails.push(mail);
    });
    const email = `invited-${Date.now()}@example.org`;
    await requireFor('staff');
    try {
      const added = await t.request({
        method: 'POST',
        url: '/api/staff',
        cookie: director,
        payload: {
          firstName: 'Ines',
          lastName: 'Held',
          role: 'Assistant Teacher',
          room: 'Infant Room',
          phone: '(555) 301-0404',
          email,
          invitation: { role: 'staff', language: 'en' },
        },
      });
      expect(added.statusCode).toBe(201);
      await t.drainJobs();
      const token = /staff-invitation\?token=([A-Za-z0-9_-]+)/.exec(
        mails.findLast((m) => m.to === email)?.text ?? '',
      )![1]!;
      const accepted = await t.request({
        method: 'POST',
        url: '/api/staff-invitations/accept',
        payload: { token, password: 'my-own-secret-77', confirmPassword: 'my-own-secret-77' },
      });
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().twoStepSetupRequired).toBe(true);
      const children = await t.request({
        method: 'GET',
        url: '/api/children',
        cookie: cookieOf(accepted, 'daycare_session'),
      });
      expect(children.statusCode).toBe(403);
    } finally {
      await requireFor('none');
      vi.restoreAllMocks();
    }
  });

  it('covers only directors, or everyone, as set', async () => {
    const aDirector = await account('director');
    const staffMember = await account('staff');
    const parent = await account('parent');
    const flagged = async (a: Account) => (await password(a)).json().twoStepSetupRequired === true;
    try {
      await requireFor('directors');
      expect([await flagged(aDirector), await flagged(staffMember), await flagged(parent)]).toEqual(
        [true, false, false],
      );
      await requireFor('everyone');
      expect([await flagged(aDirector), await flagged(staffMember), await flagged(parent)]).toEqual(
        [true, true, true],
      );
    } finally {
      await requireFor('none');
    }
    expect(await flagged(parent)).toBe(false);
  });
});
