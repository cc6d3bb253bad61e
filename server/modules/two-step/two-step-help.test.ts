import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeys } from '../../db/schema/index.ts';
import { totpCode } from '../../lib/totp.ts';
import { startSmtpInbox } from '../../../test/api/smtp-inbox.ts';
import { userIdOf, staffIdOf, parentAccountIdOf } from '../../../test/api/people.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

/**
 * When a person loses what their second step rests on (decision 069): new recovery codes made
 * by the person (the password and a code), and a director turning off the two-step sign-in of
 * someone who lost their phone and codes (their sessions end, they are e-mailed, audited).
 */
let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
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

const step = 30_000;
const portalOf = (email: string) => (email.startsWith('parent') ? 'parent' : 'staff');

/** Turns the app on for a demo account: its secret, recovery codes and session. */
async function turnOn(email: string) {
  const cookie = await t.login(email);
  const setup = await t.request({ method: 'POST', url: '/api/account/two-step/setup', cookie });
  expect(setup.statusCode).toBe(200);
  const secret: string = setup.json().secret;
  const confirm = await t.request({
    method: 'POST',
    url: '/api/account/two-step/confirm',
    cookie,
    payload: { code: totpCode(secret, t.clock.now()) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, cookie, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

/** The password, then (when asked) `code`: the status of the sign-in's last answer. */
async function signIn(email: string, code?: string) {
  const first = await t.request({
    method: 'POST',
    url: `/api/auth/${portalOf(email)}/login`,
    payload: { email, password: demo.password },
  });
  if (first.statusCode !== 202 || code === undefined) return first;
  const pending = first.cookies.find((c) => c.name === 'daycare_second_step')!;
  return t.request({
    method: 'POST',
    url: `/api/auth/${portalOf(email)}/login/code`,
    cookie: `${pending.name}=${pending.value}`,
    payload: { code },
  });
}

const auditRows = async (action: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

describe('new recovery codes', () => {
  it('takes the password and a code, and the earlier codes stop working', async () => {
    const email = demo.parent2;
    const on = await turnOn(email);
    const newCodes = (body: object) =>
      t.request({
        method: 'POST',
        url: '/api/account/two-step/recovery-codes',
        cookie: on.cookie,
        payload: body,
      });
    const wrongPassword = await newCodes({
      currentPassword: 'not-the-password',
      code: totpCode(on.secret, new Date(t.clock.now().getTime() + step)),
    });
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await newCodes({ currentPassword: demo.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('errors.twoStepCodeWrong');

    // A recovery code may be the code: someone with one code left makes ten new ones.
    const made = await newCodes({ currentPassword: demo.password, code: on.recoveryCodes[0] });
    expect(made.statusCode).toBe(200);
    const codes: string[] = made.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes.filter((c) => on.recoveryCodes.includes(c))).toEqual([]);

    const status = await t.request({
      method: 'GET',
      url: '/api/account/two-step',
      cookie: on.cookie,
    });
    expect(status.json().recoveryCodesLeft).toBe(10);
    expect((await signIn(email, on.recoveryCodes[1])).statusCode).toBe(401);
    expect((await signIn(email, codes[0])).statusCode).toBe(200);
    expect(await auditRows('auth.twoStep.recoveryCodes', await userIdOf(t, email))).toHaveLength(1);
  });

  it('is refused while the app is off', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/account/two-step/recovery-codes',
      cookie: director,
      payload: { currentPassword: demo.password, code: '123456' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('errors.twoStepNotOn');
  });
});

describe('a director resetting someone’s two-step sign-in', () => {
  const reset = (url: string, cookie = director) => t.request({ method: 'DELETE', url, cookie });

  it('turns a teacher’s off, ends their sessions, e-mails them, and they sign in with the password', async () => {
    const on = await turnOn(demo.teacher);
    const teacherId = await staffIdOf(t, demo.teacher);
    const logins = async () =>
      (await t.request({ method: 'GET', url: '/api/staff/logins', cookie: director }))
        .json()
        .find((l: { staffId: number }) => l.staffId === teacherId);
    expect((await logins()).twoStepOn).toBe(true);

    const res = await reset(`/api/staff/${teacherId}/two-step`);
    expect(res.statusCode).toBe(204);
    expect((await logins()).twoStepOn).toBe(false);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: on.cookie });
    expect(me.statusCode).toBe(401);
    expect((await signIn(demo.teacher)).statusCode).toBe(200);
    expect(await auditRows('auth.twoStep.reset', await userIdOf(t, demo.teacher))).toHaveLength(1);

    await t.drainJobs();
    const mail = inbox
      .to(demo.teacher)
      .find((m) => m.body.includes('Subject: Your two-step sign-in was turned off'))!;
    expect(mail.body).toContain('Dana Whitfield at ');
    expect(mail.body).toContain('has turned off the two-step sign-in of your account');
    expect(mail.body).toContain('https://portal.sunnydays.example/login');

    // Done once: a second reset finds nothing to turn off.
    const again = await reset(`/api/staff/${teacherId}/two-step`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('errors.twoStepNotOn');
  });

  it('turns a parent’s off, and the centre’s requirement holds them to the set-up again', async () => {
    await turnOn(demo.parent);
    const accountId = await parentAccountIdOf(t, demo.parent);
    const listed = async () =>
      (await t.request({ method: 'GET', url: '/api/parent-accounts', cookie: director }))
        .json()
        .find((a: { id: number }) => a.id === accountId);
    expect((await listed()).twoStepOn).toBe(true);
    const required = await t.request({
      method: 'PUT',
      url: '/api/centre/two-step',
      cookie: director,
      payload: { requiredFor: 'everyone' },
    });
    expect(required.statusCode).toBe(200);
    try {
      expect((await reset(`/api/parent-accounts/${accountId}/two-step`)).statusCode).toBe(204);
      expect((await listed()).twoStepOn).toBe(false);
      const signedIn = await signIn(demo.parent);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().twoStepSetupRequired).toBe(true);
    } finally {
      await t.request({
        method: 'PUT',
        url: '/api/centre/two-step',
        cookie: director,
        payload: { requiredFor: 'none' },
      });
    }
  });

  it('removes the passkeys of someone whose phone held them, and the password alone signs in', async () => {
    const userId = await userIdOf(t, demo.parent2);
    await t.database.db.insert(passkeys).values({
      userId,
      credentialId: 'lost-phone-credential',
      publicKey: 'cHVibGlj',
      transports: ['internal'],
      name: 'Phone',
      createdAt: t.clock.now(),
    });
    // A passkey makes the password ask for a second step (decision 071).
    expect((await signIn(demo.parent2)).statusCode).toBe(202);
    const accountId = await parentAccountIdOf(t, demo.parent2);
    expect((await reset(`/api/parent-accounts/${accountId}/two-step`)).statusCode).toBe(204);
    const left = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId));
    expect(left).toEqual([]);
    expect((await signIn(demo.parent2)).statusCode).toBe(200);
    const [row] = await auditRows('auth.twoStep.reset', userId);
    expect(row!.details).toMatchObject({ passkeys: 1 });
  });

  it('is a director’s alone, never for their own account, and 404 for nobody', async () => {
    const teacher = await t.login(demo.teacher);
    const directorStaffId = await staffIdOf(t, demo.director);
    const byTeacher = await reset(`/api/staff/${directorStaffId}/two-step`, teacher);
    expect(byTeacher.statusCode).toBe(403);
    const byParent = await reset(
      `/api/parent-accounts/${await parentAccountIdOf(t, demo.parent)}/two-step`,
      await t.login(demo.parent),
    );
    expect(byParent.statusCode).toBe(403);

    await turnOn(demo.director);
    const own = await reset(`/api/staff/${directorStaffId}/two-step`, director);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('errors.twoStepResetOwn');
    expect((await reset('/api/staff/999999/two-step')).statusCode).toBe(404);
    expect((await reset('/api/parent-accounts/999999/two-step')).statusCode).toBe(404);
  });
});

describe('one transaction', () => {
  /** Runs `change` while every audit row is refused, as one-transaction.test.ts does. */
  async function withAuditRefused<T>(change: () => Promise<T>): Promise<T> {
    await t.database.db.execute(
      sql`alter table audit_log add constraint audit_refused check (action = '') not valid`,
    );
    try {
      return await change();
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint audit_refused`);
    }
  }

  let on: Awaited<ReturnType<typeof turnOn>>;
  it('keeps the earlier recovery codes when the new ones’ audit row cannot be written', async () => {
    on = await turnOn(demo.teacher);
    const res = await withAuditRefused(() =>
      t.request({
        method: 'POST',
        url: '/api/account/two-step/recovery-codes',
        cookie: on.cookie,
        payload: { currentPassword: demo.password, code: on.recoveryCodes[0] },
      }),
    );
    expect(res.statusCode).toBe(500);
    // Neither used up nor replaced: the code still signs in.
    expect((await signIn(demo.teacher, on.recoveryCodes[0])).statusCode).toBe(200);
  });

  it('keeps the app, the sessions and no e-mail when the reset’s audit row cannot be written', async () => {
    const staffId = await staffIdOf(t, demo.teacher);
    const turnedOff = () =>
      inbox
        .to(demo.teacher)
        .filter((m) => m.body.includes('Subject: Your two-step sign-in was turned off')).length;
    await t.drainJobs();
    const before = turnedOff();
    const res = await withAuditRefused(() =>
      t.request({ method: 'DELETE', url: `/api/staff/${staffId}/two-step`, cookie: director }),
    );
    expect(res.statusCode).toBe(500);
    expect((await signIn(demo.teacher)).statusCode).toBe(202);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: on.cookie });
    expect(me.statusCode).toBe(200);
    await t.drainJobs();
    expect(turnedOff()).toBe(before);
  });
});
