import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { limits } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const window = 15 * 60_000;
const attempt = (email: string, password: string, remoteAddress = '10.0.0.1', cookie?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/staff/login',
    remoteAddress,
    cookie,
    payload: { email, password },
  });
const statuses = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};
const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((c) => c.name === 'daycare_device');
  if (!c) throw new Error('no device cookie');
  return `${c.name}=${c.value}`;
};

describe('sign-in throttling', () => {
  it('answers 429 after 10 failures from one address, even with the right password', async () => {
    for (let i = 0; i < limits.pair; i++) {
      expect((await attempt(demo.teacher, 'wrong-password')).statusCode).toBe(401);
    }
    const blocked = await attempt(demo.teacher, demo.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    // Someone else, elsewhere, is not locked out; the blocked address may try again later.
    expect((await attempt(demo.teacher, demo.password, '10.0.0.2')).statusCode).toBe(200);
    t.clock.advance(window + 1000);
    expect((await attempt(demo.teacher, demo.password)).statusCode).toBe(200);
  });

  it('counts a parallel burst before checking: exactly 10 guesses are checked', async () => {
    t.clock.advance(window + 1000);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => attempt(demo.director, 'wrong-password', '10.0.9.9')),
    );
    expect(statuses(burst)).toEqual({ 401: limits.pair, 429: 40 - limits.pair });
  });

  it('throttles one address guessing across many accounts, but not a trusted device there', async () => {
    t.clock.advance(window + 1000);
    // The centre's tablet signed in before: it holds a device cookie.
    const tablet = deviceCookieOf(await attempt(demo.director, demo.password, '10.0.0.3'));
    for (let i = 0; i < limits.address; i++) {
      await attempt(`someone${i}@example.com`, 'wrong-password', '10.0.0.3');
    }
    expect((await attempt(demo.teacher, demo.password, '10.0.0.3')).statusCode).toBe(429);
    expect((await attempt(demo.teacher, demo.password, '10.0.0.4')).statusCode).toBe(200);
    expect((await attempt(demo.director, demo.password, '10.0.0.3', tablet)).statusCode).toBe(200);
  });

  it('lets the owner sign in to an account under attack, typos included', async () => {
    t.clock.advance(window + 1000);
    // 60 guesses at the director's password from 12 addresses, 5 each.
    for (let i = 0; i < 60; i++) {
      await attempt(demo.director, 'wrong-password', `10.1.${i % 12}.1`);
    }
    // Under attack, an address has 3 tries: these have had theirs, right password or not.
    expect((await attempt(demo.director, demo.password, '10.1.0.1')).statusCode).toBe(429);
    // The director, at an address of her own, mistypes once and then signs in.
    expect((await attempt(demo.director, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt(demo.director, demo.password, '10.2.0.1')).statusCode).toBe(200);
    // A fresh attacking address gets its 3 guesses, and no more.
    for (let i = 0; i < limits.triesUnderAttack; i++)
      expect((await attempt(demo.director, 'wrong-password', '10.3.0.1')).statusCode).toBe(401);
    expect((await attempt(demo.director, demo.password, '10.3.0.1')).statusCode).toBe(429);
    // The attack's window ends; the addresses may try again.
    t.clock.advance(window + 1000);
    expect((await attempt(demo.director, demo.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('does not let one address put an account under attack by being refused', async () => {
    t.clock.advance(window + 1000);
    // One machine hammers the teacher's account: 10 guesses checked, 45 refused.
    const hammering = [];
    for (let i = 0; i < 55; i++)
      hammering.push(await attempt(demo.teacher, 'wrong-password', '10.5.0.1'));
    expect(statuses(hammering)).toEqual({ 401: limits.pair, 429: 55 - limits.pair });
    // The teacher, elsewhere, mistypes twice and signs in: the account is not under attack.
    expect((await attempt(demo.teacher, 'wrong-one', '10.5.0.2')).statusCode).toBe(401);
    expect((await attempt(demo.teacher, 'wrong-two', '10.5.0.2')).statusCode).toBe(401);
    expect((await attempt(demo.teacher, demo.password, '10.5.0.2')).statusCode).toBe(200);
  });

  it('ends a device’s trust after 10 wrong passwords from it', async () => {
    t.clock.advance(window + 1000);
    const device = deviceCookieOf(await attempt(demo.teacher, demo.password, '10.4.0.1'));
    for (let i = 0; i < limits.device; i++) {
      const res = await attempt(demo.teacher, 'wrong-password', `10.4.0.${i + 2}`, device);
      expect(res.statusCode).toBe(401);
    }
    const refused = await attempt(demo.teacher, demo.password, '10.4.1.1', device);
    expect(refused.statusCode).toBe(429);
    // No longer trusted: counted as a fresh address like anyone else, which may sign in.
    expect((await attempt(demo.teacher, demo.password, '10.4.1.2', device)).statusCode).toBe(200);
  });
});

describe('current-password checks of a signed-in person', () => {
  const changePassword = (cookie: string, currentPassword: string) =>
    t.request({
      method: 'POST',
      url: '/api/account/password',
      cookie,
      payload: { currentPassword, newPassword: demo.password, confirmPassword: demo.password },
    });

  it('are throttled: 5 wrong guesses, then 429 even for the right password', async () => {
    t.clock.advance(window + 1000);
    const cookie = await t.login(demo.parent2);
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => changePassword(cookie, `guess-${i}-wrong`)),
    );
    expect(statuses(guesses)).toEqual({ 400: 5, 429: 10 });
    const right = await changePassword(cookie, demo.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Too many incorrect passwords. Please wait 15 minutes and try again.',
    );
    t.clock.advance(window + 1000);
    const later = await t.login(demo.parent2);
    expect((await changePassword(later, demo.password)).statusCode).toBe(200);
  });

  it('take a password exactly as it was set, spaces included', async () => {
    t.clock.advance(window + 1000);
    const cookie = await t.login(demo.parent2);
    const spaced = '  spaced pw  ';
    const set = await t.request({
      method: 'POST',
      url: '/api/account/password',
      cookie,
      payload: { currentPassword: demo.password, newPassword: spaced, confirmPassword: spaced },
    });
    expect(set.statusCode).toBe(200);
    const back = await t.request({
      method: 'POST',
      url: '/api/account/password',
      cookie,
      payload: {
        currentPassword: spaced,
        newPassword: demo.password,
        confirmPassword: demo.password,
      },
    });
    expect(back.statusCode).toBe(200);
  });

  it('guard a change of the sign-in e-mail', async () => {
    t.clock.advance(window + 1000);
    const cookie = await t.login(demo.parent2);
    const profile = {
      firstName: 'Marcus',
      lastName: 'Johnson',
      email: 'marcus.new@example.org',
      phone: '(555) 555-0100',
    };
    const put = (payload: object) =>
      t.request({ method: 'PUT', url: '/api/profile', cookie, payload });
    const missing = await put(profile);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      currentPassword: 'Please enter your current password to change your email address',
    });
    const wrong = await put({ ...profile, currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    const me = await t.request({ method: 'GET', url: '/api/profile', cookie });
    expect(me.json().email).toBe(demo.parent2);
    // Other fields need no password; the right one lets the e-mail change.
    const sameEmail = await put({ ...profile, email: demo.parent2 });
    expect(sameEmail.statusCode).toBe(200);
    const right = await put({ ...profile, currentPassword: demo.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().email).toBe('marcus.new@example.org');
    await put({ ...profile, email: demo.parent2, currentPassword: demo.password });
  });
});
