import { describe, expect, it } from 'vitest';
import { isApiTarget, isCanonicalTarget } from './request-target.ts';

describe('isCanonicalTarget', () => {
  it('accepts the spellings browsers and proxies send', () => {
    for (const target of [
      '/',
      '/api/staff',
      '/api/children/12?date=2026-11-18',
      '/parent-register?code=a%2Fb',
      '/assets/index-Bx_1.js',
      '/dashboard/',
      '/some%20page',
      '/api/parent-invitations/verify/%00',
    ])
      expect(isCanonicalTarget(target), target).toBe(true);
  });

  it('refuses every other spelling of a path', () => {
    for (const target of [
      '/%61pi/staff',
      '/api/%73taff',
      '/api%2Fstaff',
      '//api/staff',
      '/api//staff',
      '/api/./staff',
      '/api/x/../staff',
      '/api/staff/.',
      '/api\\staff',
      '/api/%zz',
      '/api/%7E',
      'http://host/api/staff',
      '*',
      '',
    ])
      expect(isCanonicalTarget(target), target).toBe(false);
  });
});

describe('isApiTarget', () => {
  it('recognises the API in any spelling', () => {
    for (const target of [
      '/api',
      '/api/x',
      '/API/staff',
      '//api/staff',
      '/%61pi/staff',
      '/./api/staff',
      'http://evil.example/api/staff',
      // The uploaded files' routes answer like the API: a file not found is never the app.
      '/UPLOADS/gallery/x.webp',
      '/%75ploads/tax-documents/x.pdf',
    ])
      expect(isApiTarget(target), target).toBe(true);
  });

  it('leaves the web app’s pages to the web app', () => {
    for (const target of ['/', '/dashboard', '/apiary', '/uploadsy', '/parent-register?code=api/'])
      expect(isApiTarget(target), target).toBe(false);
  });
});
