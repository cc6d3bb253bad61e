import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rooms } from '../db/schema/index.ts';
import { centreTimeZone } from '../lib/centre-time.ts';
import { localDate } from '../lib/clock.ts';
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

  it('gives anyone on a sign-in page the centre, its one answer: its demo notice never moves the form', async () => {
    const out = await page('/login');
    expect(out.statusCode).toBe(200);
    const answers = answersIn(out.body);
    expect([...answers.keys()]).toEqual(['/api/centre']);
    expect(answers.get('/api/centre')!.body).toEqual((await page('/api/centre')).json());
    expect((answers.get('/api/centre')!.body as { demo: boolean }).demo).toBe(true);
    // Signed in, the same: a sign-in page carries nobody's data.
    expect([...answersIn((await page('/login', t.cookie.director)).body).keys()]).toEqual([
      '/api/centre',
    ]);
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

// Decision 038: a signed-in page is kept for a moment like the answers it carries, never
// older than they may be, never another session's, never after a change. On PostgreSQL
// nothing is kept and every page is made afresh: the same assertions hold.
describe('a signed-in page kept for a moment', () => {
  const kept = () => t.app.answerCache?.size ?? 0;
  const overviewDay = (html: string) =>
    (answersIn(html).get('/api/parent/overview')?.body as { today: string }).today;

  it('is sent again as it was, compressed once, and to its own session only', async () => {
    t.app.answerCache?.clear();
    const br = { 'accept-encoding': 'br' };
    const first = await page('/dashboard', t.cookie.director, br);
    const size = kept();
    const again = await page('/dashboard', t.cookie.director, br);
    expect(kept()).toBe(size);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['vary']).toMatch(/cookie.*accept-encoding/i);
    expect(again.headers['cache-control']).toBe('no-store');
    const plain = await page('/dashboard', t.cookie.director);
    // Kept (embedded database): the very same bytes, and the same page uncompressed.
    // Made afresh (PostgreSQL): the same answers, in the order they were ready.
    const keeps = t.app.answerCache !== null;
    expect(again.rawPayload.equals(first.rawPayload)).toBe(keeps);
    const unpacked = zlib.brotliDecompressSync(again.rawPayload).toString();
    if (keeps) expect(unpacked).toBe(plain.body);
    else expect(answersIn(unpacked).size).toBe(answersIn(plain.body).size);
    // Another person is another key: their own page, not this one kept.
    const teacher = await page('/dashboard', t.cookie.teacher);
    expect(answersIn(teacher.body).get('/api/auth/session')).not.toEqual(
      answersIn(plain.body).get('/api/auth/session'),
    );
  });

  it('shows a change at once', async () => {
    const names = (html: string) =>
      (answersIn(html).get('/api/rooms')?.body as { name: string }[]).map((r) => r.name);
    const before = names((await page('/dashboard', t.cookie.director)).body);
    const [room] = await t.database.db.select().from(rooms).limit(1);
    const renamed = `${room!.name} (renamed)`;
    await t.database.db.update(rooms).set({ name: renamed }).where(eq(rooms.id, room!.id));
    expect(names((await page('/dashboard', t.cookie.director)).body)).toContain(renamed);
    await t.database.db.update(rooms).set({ name: room!.name }).where(eq(rooms.id, room!.id));
    expect(names((await page('/dashboard', t.cookie.director)).body)).toEqual(before);
  });

  it('is as old as its oldest answer: a day that ended shows within a second', async () => {
    const start = t.clock.now();
    const zone = await centreTimeZone(t.database.db);
    const today = localDate(start, zone);
    // The centre's next midnight, to the millisecond.
    let [low, high] = [start.getTime(), start.getTime() + 26 * 3600_000];
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (localDate(new Date(mid), zone) === today) low = mid;
      else high = mid;
    }
    try {
      t.clock.set(new Date(high - 700));
      // A session of that evening (this file's own began that morning and has ended).
      const cookie = await t.login('parent2@example.com', { portal: 'parent' });
      const overview = { method: 'GET', url: '/api/parent/overview', cookie };
      expect((await t.request(overview)).json().today).toBe(today);
      // 600 ms later the page carries that overview, kept from 700 ms before midnight...
      t.clock.advance(600);
      expect(overviewDay((await page('/parent-dashboard', cookie)).body)).toBe(today);
      // ...so 300 ms after midnight the page is made again, with the new day.
      t.clock.advance(400);
      const after = overviewDay((await page('/parent-dashboard', cookie)).body);
      expect(after).toBe(localDate(new Date(high), zone));
      expect(after).not.toBe(today);
    } finally {
      t.clock.set(start);
    }
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
