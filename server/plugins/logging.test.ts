import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../test/api/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { captureLogs: true });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('names routes and ids, never an invitation code or a query string', async () => {
    const code = 'Z3JhY2UtbGVlLWludml0YXRpb24tY29kZS0xMjM0NTY';
    await t.request({ method: 'GET', url: `/api/parent-invitations/verify/${code}` });
    const cookie = await t.login(demo.director);
    await t.request({ method: 'GET', url: '/api/daily-reports?childId=7&date=2026-11-18', cookie });
    await t.request({ method: 'GET', url: `/parent-register?code=${code}` });
    // A path no route matches is logged as sent, but for segments long enough to be codes.
    await t.request({ method: 'GET', url: `/api/parent-invitations/verify/${code}/` });
    const logged = t.logs.join('\n');
    expect(logged).toContain('"url":"/api/parent-invitations/verify/[redacted]"');
    expect(logged).toContain('"url":"/api/daily-reports"');
    expect(logged).not.toContain(code);
    expect(logged).not.toContain('childId=7');
  });

  it('carries no password or e-mail from a sign-in', async () => {
    await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email: 'someone.private@example.org', password: 'a-secret-password' },
    });
    const logged = t.logs.join('\n');
    expect(logged).not.toContain('someone.private');
    expect(logged).not.toContain('a-secret-password');
  });
});
