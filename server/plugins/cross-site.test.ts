import { describe, expect, it } from 'vitest';
import { isCrossSite } from './security.ts';

describe('isCrossSite', () => {
  const host = 'portal.example:3000';
  it('passes requests without browser origin headers (curl, server-to-server)', () => {
    expect(isCrossSite({}, host)).toBe(false);
  });
  it('passes the same host, whatever the scheme (TLS may end at a proxy)', () => {
    expect(isCrossSite({ origin: 'http://portal.example:3000' }, host)).toBe(false);
    expect(isCrossSite({ origin: 'https://portal.example:443' }, 'portal.example')).toBe(false);
  });
  it('refuses another host, another port, an opaque origin and a cross-site fetch', () => {
    expect(isCrossSite({ origin: 'http://evil.example:3000' }, host)).toBe(true);
    expect(isCrossSite({ origin: 'http://portal.example:4000' }, host)).toBe(true);
    expect(isCrossSite({ origin: 'null' }, host)).toBe(true);
    expect(isCrossSite({ 'sec-fetch-site': 'cross-site' }, host)).toBe(true);
  });
});
