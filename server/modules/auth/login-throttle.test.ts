import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const attempt = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  t.request({
    method: 'POST',
    url: '/api/auth/staff/login',
    remoteAddress,
    payload: { email, password },
  });

describe('failed sign-in throttling', () => {
  it('answers 429 after 10 failures in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt(demo.teacher, 'wrong-password')).statusCode).toBe(401);
    }
    const blocked = await attempt(demo.teacher, demo.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });

  it('does not lock the account out for someone at another address', async () => {
    expect((await attempt(demo.teacher, demo.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('lets the blocked address try again once the window has passed', async () => {
    t.clock.advance(15 * 60_000 + 1000);
    expect((await attempt(demo.teacher, demo.password)).statusCode).toBe(200);
  });

  it('throttles one address guessing across many accounts', async () => {
    for (let i = 0; i < 10; i++) {
      await attempt(`someone${i}@example.com`, 'wrong-password', '10.0.0.3');
    }
    expect((await attempt(demo.director, demo.password, '10.0.0.3')).statusCode).toBe(429);
    expect((await attempt(demo.director, demo.password, '10.0.0.4')).statusCode).toBe(200);
  });

  it('slows a guess spread over many addresses for one account, for 15 minutes at most', async () => {
    t.clock.advance(16 * 60_000);
    for (let i = 0; i < 50; i++) {
      await attempt(demo.director, 'wrong-password', `10.1.${Math.floor(i / 5)}.${i}`);
    }
    expect((await attempt(demo.director, demo.password, '10.2.0.1')).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await attempt(demo.director, demo.password, '10.2.0.1')).statusCode).toBe(200);
  });
});
