import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/api/test-app.ts';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { writeRoutePages } from '../../scripts/route-pages.mjs';

// A built web app in miniature: an entry, two first screens and each language's text parts,
// written into pages by the build's own script.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
const catalogue: Record<string, { file: string }> = {};
for (const language of ['en', 'es', 'fr', 'de'])
  for (const part of ['start', 'shared', 'staff', 'parent'])
    catalogue[`../virtual:catalog/${language}/${part}`] = {
      file: `assets/${part}-${language}.js`,
    };
fs.writeFileSync(
  path.join(clientDir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', isEntry: true },
    'staff/home.tsx': { file: 'assets/home-abc.js' },
    'parent/home.tsx': { file: 'assets/parent-home-abc.js' },
    'auth/login.tsx': { file: 'assets/login-abc.js' },
    ...catalogue,
  }),
);
writeRoutePages(clientDir, {
  '/dashboard': { modules: ['staff/home.tsx'], texts: ['start', 'shared', 'staff'] },
  '/parent-dashboard': { modules: ['parent/home.tsx'], texts: ['start', 'shared', 'parent'] },
  '/login': { modules: ['auth/login.tsx'], texts: ['start'] },
});

const t = testApp({ config: { clientDir } });

const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, cookie, headers });

describe("a first screen's page", () => {
  it("preloads the reader's language: the device's choice, else the browser's, else English", async () => {
    const staffParts = (language: string) =>
      ['start', 'shared', 'staff'].map(
        (part) => `<link rel="modulepreload" crossorigin href="/assets/${part}-${language}.js">`,
      );
    const english = await page('/dashboard');
    for (const link of staffParts('en')) expect(english.body).toContain(link);
    expect(english.body).not.toContain('parent-en.js');
    const spanish = await page('/dashboard', undefined, { 'accept-language': 'es-MX,es;q=0.9' });
    for (const link of staffParts('es')) expect(spanish.body).toContain(link);
    const german = await page('/dashboard', 'language=de', { 'accept-language': 'es' });
    for (const link of staffParts('de')) expect(german.body).toContain(link);
    const unknown = await page('/dashboard', 'language=xx', { 'accept-language': 'ja, fr;q=0.5' });
    for (const link of staffParts('en')) expect(unknown.body).toContain(link);
  });

  it('is the same for everyone in one language, signed in or not: it carries nobody’s data', async () => {
    const signedOut = await page('/dashboard');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    expect(signedOut.headers['vary']).toMatch(/cookie.*accept-language/i);
    for (const cookie of [t.cookie.director, t.cookie.teacher, t.cookie.parent]) {
      const signedIn = await page('/dashboard', cookie);
      expect(signedIn.headers['cache-control']).toBe('no-cache');
      expect(signedIn.body).toBe(signedOut.body);
    }
    const parent = await page('/parent-dashboard?child=1', t.cookie.parent2);
    expect(parent.body).toBe((await page('/parent-dashboard')).body);
    expect(parent.body).not.toContain('/api/');
  });
});
