import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOption } from './config.ts';

describe('TRUST_PROXY', () => {
  it('takes a number of proxies or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24, ::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
    ]);
  });

  it('refuses "trust everything" in any form, and anything that is not an address', () => {
    for (const value of [
      'true',
      '0.0.0.0/0',
      '::/0',
      '10.0.0.0/33',
      '1.2.3.4/999',
      '99999',
      'proxy.local',
    ])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it('trusts exactly that many hops nearest the app', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
  });
});

describe('PUBLIC_URL', () => {
  it('is where links point, without a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://portal.sunnydays.example/' });
    expect(config).toMatchObject({
      publicUrl: 'https://portal.sunnydays.example',
      publicUrlDerived: false,
    });
  });

  it('is derived from HOST and PORT when not set, and says so', () => {
    expect(loadConfig({ PORT: '3100' })).toMatchObject({
      publicUrl: 'http://localhost:3100',
      publicUrlDerived: true,
    });
    expect(loadConfig({ HOST: '192.0.2.10', PORT: '80' }).publicUrl).toBe('http://192.0.2.10:80');
  });

  it('must be an http(s) address, nothing more', () => {
    for (const value of [
      'ftp://portal.example',
      'https://portal.example#x',
      'https://portal.example/?next=x',
      'https://user:pw@portal.example',
      'portal.example',
    ])
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PUBLIC_URL: 'https://centre.example/portal/' }).publicUrl).toBe(
      'https://centre.example/portal',
    );
  });
});

describe('demo data', () => {
  const url = 'postgres://postgres@127.0.0.1:5432/centre';
  it('is seeded on the embedded database, and on a server only when asked', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO: '1' }).demo).toBe(true);
  });

  it('never in production', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: secret }).demo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: '1', SECRET_KEY: secret })).toThrow(
      /DEMO=1/,
    );
  });

  it('needs SECRET_KEY in production, and a long one anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY is needed/);
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({}).secretKey).toBeUndefined();
  });
});
