import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { startSmtpInbox } from '../../../test/api/smtp-inbox.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
const cookie: Record<'director' | 'parent2', string> = { director: '', parent2: '' };
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp(
    { smtpUrl: inbox.url, publicUrl: 'https://portal.sunnydays.example' },
    { realMailer: true },
  );
  cookie.director = await t.login(demo.director);
  cookie.parent2 = await t.login(demo.parent2);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

type Device = { id: number; current: boolean; browser: string | null; system: string | null };

/** Signs in as a browser would: its user agent, and its device cookie once it has one. */
async function signIn(email: string, userAgent: string, deviceCookie?: string) {
  const portal = email.startsWith('parent') ? 'parent' : 'staff';
  const res = await t.request({
    method: 'POST',
    url: `/api/auth/${portal}/login`,
    headers: { 'user-agent': userAgent },
    cookie: deviceCookie,
    payload: { email, password: demo.password, rememberMe: false },
  });
  expect(res.statusCode).toBe(200);
  const cookie = (name: string) => {
    const c = res.cookies.find((k) => k.name === name)!;
    return `${c.name}=${c.value}`;
  };
  return { session: cookie('daycare_session'), device: cookie('daycare_device') };
}

const devicesOf = async (cookie: string) => {
  const res = await t.request({ method: 'GET', url: '/api/account/sessions', cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as Device[];
};
const stillIn = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode === 200;
const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('signed-in devices', () => {
  it('lists where the person is signed in, naming the browser and system, this one marked', async () => {
    const laptop = await signIn(demo.teacher, firefoxOnWindows);
    const phone = await signIn(demo.teacher, safariOnIphone);
    const seen = await devicesOf(phone.session);
    expect(seen.filter((d) => d.current)).toMatchObject([{ browser: 'Safari', system: 'iOS' }]);
    expect(seen).toContainEqual(
      expect.objectContaining({ current: false, browser: 'Firefox', system: 'Windows' }),
    );
    // Nobody else's: the director's list has none of the teacher's.
    const theirs = await devicesOf(cookie.director);
    expect(theirs.some((d) => seen.some((s) => s.id === d.id))).toBe(false);
    expect(await stillIn(laptop.session)).toBe(true);
  });

  it('signs one other device out at once, with an audit row; never the one asking', async () => {
    const laptop = await signIn(demo.teacher, firefoxOnWindows);
    const phone = await signIn(demo.teacher, safariOnIphone);
    const laptopId = (await devicesOf(laptop.session)).find((d) => d.current)!.id;
    const phoneId = (await devicesOf(phone.session)).find((d) => d.current)!.id;

    const own = await t.request({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      cookie: phone.session,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('errors.sessionIsThisDevice');

    const res = await t.request({
      method: 'DELETE',
      url: `/api/account/sessions/${laptopId}`,
      cookie: phone.session,
    });
    expect(res.statusCode).toBe(200);
    expect(await stillIn(laptop.session)).toBe(false);
    expect(await stillIn(phone.session)).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'auth.sessionEnd'),
          eq(auditLog.entityId, String(await userId(demo.teacher))),
        ),
      );
    expect(audit.at(-1)?.details).toEqual({ session: laptopId });

    // Gone is gone: the same id again is a 404, as any id that is not theirs.
    const again = await t.request({
      method: 'DELETE',
      url: `/api/account/sessions/${laptopId}`,
      cookie: phone.session,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers another person’s session id as a missing one and leaves it alone', async () => {
    const parentPhone = await signIn(demo.parent, safariOnIphone);
    const parentSessionId = (await devicesOf(parentPhone.session)).find((d) => d.current)!.id;
    for (const other of [cookie.director, cookie.parent2]) {
      const res = await t.request({
        method: 'DELETE',
        url: `/api/account/sessions/${parentSessionId}`,
        cookie: other,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('errors.sessionNotFound');
    }
    expect(await stillIn(parentPhone.session)).toBe(true);
  });

  it('signs every other device out, keeping this one', async () => {
    const a = await signIn(demo.parent2, firefoxOnWindows);
    const b = await signIn(demo.parent2, safariOnIphone);
    const res = await t.request({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      cookie: b.session,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect(await stillIn(a.session)).toBe(false);
    expect(await stillIn(cookie.parent2)).toBe(false);
    expect(await stillIn(b.session)).toBe(true);
    expect((await devicesOf(b.session)).map((d) => d.current)).toEqual([true]);
    const left = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, await userId(demo.parent2)));
    expect(left).toHaveLength(1);
  });
});

describe('a sign-in from a new device', () => {
  it('is e-mailed to the person with the browser, system and time; a known device is not', async () => {
    const email = demo.director;
    const before = inbox.to(email).length;
    const laptop = await signIn(email, firefoxOnWindows);
    await t.drainJobs();
    const mails = inbox.to(email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Subject: New sign-in to your account at');
    expect(mails[0]!.body).toContain('Firefox on Windows');
    expect(mails[0]!.body).toContain('https://portal.sunnydays.example/settings');

    // The same browser again (its device cookie): nothing new to say.
    await signIn(email, firefoxOnWindows, laptop.device);
    await t.drainJobs();
    expect(inbox.to(email).slice(before)).toHaveLength(1);
  });

  it('is not sent for an account’s very first sign-in', async () => {
    const email = 'first.time@example.org';
    const [director] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, demo.director));
    await t.database.db
      .insert(users)
      .values({ email, passwordHash: director!.passwordHash, role: 'staff', isActive: true });
    await signIn(email, safariOnIphone);
    await t.drainJobs();
    expect(inbox.to(email)).toEqual([]);
  });
});
