import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/api/test-app.ts';
import { answersBlock } from './first-screens.ts';
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
    ...catalogue,
  }),
);
writeRoutePages(clientDir, {
  '/dashboard': { modules: ['staff/home.tsx'], texts: ['start', 'shared', 'staff'] },
  '/parent-dashboard': { modules: ['parent/home.tsx'], texts: ['start', 'shared', 'parent'] },
});

const t = testApp({ config: { clientDir } });

const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, cookie, headers });

/** The answers a page carries, by path (none: an empty map). */
type SentAnswer = { body: unknown; nextCursor: string | null };
function answersIn(html: string): Map<string, SentAnswer> {
  const block = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html);
  return new Map(block ? (JSON.parse(block[1]!) as [string, SentAnswer][]) : []);
}

describe("a first screen's page carries its first answers", () => {
  it("gives a signed-in director the dashboard's answers, each as the API gives it", async () => {
    const res = await page('/dashboard', t.cookie.director);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['vary']).toMatch(/cookie/i);
    const answers = answersIn(res.body);
    const date = (answers.get('/api/dashboard/stats')?.body as { date: string }).date;
    expect([...answers.keys()].sort()).toEqual(
      [
        '/api/auth/session',
        '/api/centre',
        '/api/dashboard/stats',
        '/api/dashboard/ratios',
        '/api/children',
        '/api/rooms',
        '/api/events',
        '/api/staff',
        '/api/incidents?limit=3',
        '/api/settings',
        '/api/messages/unread-count',
        '/api/messages/recent',
        `/api/attendance?date=${date}`,
      ].sort(),
    );
    for (const [url, answer] of answers) {
      const own = await t.request({ method: 'GET', url, cookie: t.cookie.director });
      expect(answer.body, url).toEqual(own.json());
    }
  });

  it('carries nothing for someone signed out, or whose session has ended', async () => {
    const out = await page('/dashboard');
    expect(out.statusCode).toBe(200);
    expect(out.headers['cache-control']).toBe('no-cache');
    expect(answersIn(out.body).size).toBe(0);
    const ended = await page('/dashboard', 'daycare_session=not-a-session; daycare_signed_in=1');
    expect(answersIn(ended.body).size).toBe(0);
  });

  it("gives a parent on the staff dashboard nothing of the staff's lists", async () => {
    const answers = answersIn((await page('/dashboard', t.cookie.parent2)).body);
    expect([...answers.keys()].sort()).toEqual(['/api/auth/session', '/api/centre']);
  });

  it("gives a parent their own family's day, whatever child the address names", async () => {
    const own = (
      await t.request({ method: 'GET', url: '/api/children', cookie: t.cookie.parent2 })
    ).json() as { id: number }[];
    const ownIds = own.map((c) => c.id);
    expect(ownIds.length).toBeGreaterThan(0);
    // Another family's child, named in the address as an attacker would.
    const other = (
      await t.request({ method: 'GET', url: '/api/children', cookie: t.cookie.director })
    )
      .json()
      .map((c: { id: number }) => c.id)
      .find((id: number) => !ownIds.includes(id));
    const res = await page(`/parent-dashboard?child=${other}`, t.cookie.parent2);
    const answers = answersIn(res.body);
    expect(answers.get('/api/children')?.body).toEqual(own);
    const childPaths = [...answers.keys()].filter((url) => url.includes('childId='));
    expect(childPaths.length).toBe(4);
    for (const url of childPaths) expect(url).toContain(`childId=${ownIds[0]}&`);
    expect(res.body).not.toContain(`childId=${other}&`);
  });

  it('leaves out the home view’s lists on another view of the parent portal', async () => {
    const answers = answersIn(
      (await page('/parent-dashboard?view=gallery', t.cookie.parent2)).body,
    );
    expect([...answers.keys()].some((url) => url.includes('childId='))).toBe(false);
    expect(answers.has('/api/auth/session')).toBe(true);
  });

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
});

describe('answersBlock', () => {
  it('keeps any text inside the block: no value can end the script element early', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = answersBlock(
      new Map([['/api/children', { json: JSON.stringify({ name: hostile }), nextCursor: null }]]),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(answersIn(html).get('/api/children')?.body).toEqual({ name: hostile });
  });
});
