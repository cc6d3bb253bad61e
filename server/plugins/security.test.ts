import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/api/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are on every API response, with no caching of personal data', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('are on error responses too', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('cross-site request forgery', () => {
  const logout = (headers: Record<string, string>) =>
    t.request({ method: 'POST', url: '/api/auth/logout', headers });

  it('refuses a state-changing request whose Origin is another site', async () => {
    const res = await logout({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused', code: 'errors.crossSite' });
  });

  it('refuses a request the browser marks as cross-site', async () => {
    expect((await logout({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('refuses an opaque origin', async () => {
    expect((await logout({ origin: 'null' })).statusCode).toBe(403);
  });

  it('refuses a cross-site sign-in attempt before looking at the credentials', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'director@example.com', password: 'daycare-demo' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });

  it('lets same-origin browser requests and non-browser clients through', async () => {
    expect(
      (await logout({ origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
  });

  it('does not apply to reads', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers an unknown API path with JSON 404, never the web page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not found', code: 'errors.notFound' });
  });

  it('answers malformed JSON with a 400 message, not a crash', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('health and docs', () => {
  it('reports the database status', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: { status: 'ok', kind: t.database.kind } });
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/me', '/api/auth/staff/login']),
    );
    const loginBody =
      doc.paths['/api/auth/staff/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('serves the browsable docs page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
