import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (portal: 'staff' | 'parent', email: string, password: string, extra: object = {}) =>
  t.request({
    method: 'POST',
    url: `/api/auth/${portal}/login`,
    payload: { email, password, ...extra },
  });
const me = (cookie?: string) => t.request({ method: 'GET', url: '/api/auth/me', cookie });

describe('staff sign-in', () => {
  it('signs the director in and says who they are and what they may do', async () => {
    const res = await login('staff', demo.director, demo.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      role: 'director',
      email: demo.director,
      displayName: 'Dana Whitfield',
    });
    expect(body.actions).toContain('staff.manage');
    const cookie = res.cookies.find((c) => c.name === 'daycare_session')!;
    const again = await me(`${cookie.name}=${cookie.value}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().email).toBe(demo.director);
  });

  it('gives a teacher the staff actions but not the director-only ones', async () => {
    const res = await login('staff', demo.teacher, demo.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('staff');
    expect(res.json().actions).toContain('attendance.record');
    expect(res.json().actions).not.toContain('staff.manage');
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await login('staff', 'Director@Example.COM', demo.password);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await login('staff', demo.director, 'wrong-password');
    const unknown = await login('staff', 'nobody@example.com', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'Please check your credentials and try again.',
      code: 'errors.signInFailed',
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('validates the form with the spec messages and sets no cookie', async () => {
    const res = await login('staff', 'not-an-email', '123');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(res.cookies).toHaveLength(0);
  });
});

describe('parent sign-in', () => {
  it('signs a parent in at the parent portal', async () => {
    const res = await login('parent', demo.parent, demo.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'parent', email: demo.parent });
    expect(res.json().actions).not.toContain('child.create');
  });
});

describe('cross-portal refusal', () => {
  it('does not let a parent sign in at the staff portal', async () => {
    const res = await login('staff', demo.parent, demo.password);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please check your credentials and try again.');
  });

  it('does not let staff sign in at the parent portal', async () => {
    const res = await login('parent', demo.director, demo.password);
    expect(res.statusCode).toBe(401);
  });
});

describe('session cookie', () => {
  const cookieOf = (res: Awaited<ReturnType<typeof login>>) =>
    res.cookies.find((c) => c.name === 'daycare_session')!;

  it('is HttpOnly, SameSite=Lax, for the whole site, and ends with the browser by default', async () => {
    const c = cookieOf(await login('staff', demo.teacher, demo.password));
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe('Lax');
    expect(c.path).toBe('/');
    expect(c.maxAge).toBeUndefined();
    expect(c.secure).toBeFalsy();
  });

  it('lasts 30 days with remember me', async () => {
    const c = cookieOf(await login('staff', demo.teacher, demo.password, { rememberMe: true }));
    expect(c.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('is Secure when the request came over https', async () => {
    const behindProxy = await startTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const res = await behindProxy.request({
        method: 'POST',
        url: '/api/auth/staff/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: demo.teacher, password: demo.password },
      });
      expect(res.cookies.find((c) => c.name === 'daycare_session')?.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('logout', () => {
  it('ends the session on the server, so the old cookie no longer works', async () => {
    const cookie = await t.login(demo.teacher);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/daycare_session=;/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    const out = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  const hour = 60 * 60 * 1000;

  it('refuses a session left idle for more than 2 hours', async () => {
    const cookie = await t.login(demo.teacher);
    t.clock.advance(2 * hour + 60_000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a session idle since its last use, though that use was a moment before', async () => {
    const cookie = await t.login(demo.teacher);
    // Two uses close together: the second is answered from the session as kept in memory.
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(2 * hour + 60_000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a browser session after 12 hours even when in use', async () => {
    const cookie = await t.login(demo.teacher);
    for (let i = 0; i < 11; i++) {
      t.clock.advance(hour);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(hour + 60_000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('keeps a remembered session across days, and ends it after 30', async () => {
    const cookie = await t.login(demo.teacher, { rememberMe: true });
    t.clock.advance(3 * 24 * hour);
    expect((await me(cookie)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(6 * 24 * hour);
      await me(cookie);
    }
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a made-up cookie', async () => {
    expect((await me('daycare_session=forged-token')).statusCode).toBe(401);
  });
});

describe('the signed-in hint cookie', () => {
  const hint = (res: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) =>
    res.cookies.find((c) => c.name === 'daycare_signed_in');

  it('comes with a sign-in, readable by the page, and says nothing but that', async () => {
    const res = await login('parent', demo.parent, demo.password);
    expect(hint(res)).toMatchObject({ value: '1' });
    expect(hint(res)!.httpOnly).toBeFalsy();
    expect(res.cookies.find((c) => c.name === 'daycare_session')!.httpOnly).toBe(true);
  });

  it('does not sign anyone in by itself', async () => {
    expect((await me('daycare_signed_in=1')).statusCode).toBe(401);
  });

  it('is cleared with the session at sign-out, and when the session has ended', async () => {
    const res = await login('staff', demo.teacher, demo.password);
    const session = res.cookies.find((c) => c.name === 'daycare_session')!;
    const cookie = `daycare_session=${session.value}; daycare_signed_in=1`;
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(hint(out)).toMatchObject({ value: '' });
    const later = await me(cookie);
    expect(later.statusCode).toBe(401);
    expect(hint(later)).toMatchObject({ value: '' });
    expect(later.cookies.find((c) => c.name === 'daycare_session')).toMatchObject({ value: '' });
  });
});

describe('GET /api/auth/session (what the pages ask)', () => {
  const hour = 60 * 60 * 1000;
  const session = (cookie?: string) =>
    t.request({ method: 'GET', url: '/api/auth/session', cookie });
  const cleared = (res: { cookies: { name: string; value: string }[] }) =>
    ['daycare_session', 'daycare_signed_in'].every(
      (name) => res.cookies.find((c) => c.name === name)?.value === '',
    );

  it('says who is signed in, as /api/auth/me does', async () => {
    const cookie = await t.login(demo.director);
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: (await me(cookie)).json() });
    expect(res.json().user).toMatchObject({ role: 'director', email: demo.director });
  });

  it('answers 200 with nobody to a signed-out visitor, and sets no cookie', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 200 with nobody for an ended, expired or made-up session, and clears the cookies', async () => {
    const out = await t.login(demo.teacher);
    await t.request({ method: 'POST', url: '/api/auth/logout', cookie: out });
    const expired = await t.login(demo.teacher);
    t.clock.advance(2 * hour + 60_000);
    for (const cookie of [
      `${out}; daycare_signed_in=1`,
      `${expired}; daycare_signed_in=1`,
      'daycare_session=forged-token; daycare_signed_in=1',
      // A hint the browser kept without its session cookie.
      'daycare_signed_in=1',
    ]) {
      const res = await session(cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.json(), cookie).toEqual({ user: null });
      expect(res.cookies.find((c) => c.name === 'daycare_signed_in')?.value, cookie).toBe('');
      if (cookie.includes('daycare_session')) expect(cleared(res), cookie).toBe(true);
    }
  });

  it('answers nobody once the account is deactivated', async () => {
    const cookie = await t.login(demo.parent2);
    await t.database.db.execute(
      sql`update users set is_active = false where email = ${demo.parent2}`,
    );
    try {
      expect((await session(cookie)).json()).toEqual({ user: null });
    } finally {
      await t.database.db.execute(
        sql`update users set is_active = true where email = ${demo.parent2}`,
      );
    }
  });
});
