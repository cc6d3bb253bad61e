import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityResponse } from '../../../contract/activities.ts';
import { dailyReportResponse } from '../../../contract/daily-reports.ts';
import { incidentResponse } from '../../../contract/incidents.ts';
import { children } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { childIdByName } from '../../../test/api/fixtures.ts';

// GET /api/daily-reports, /api/incidents and /api/activities share filters and family rules.
// The seed: two weeks of weekdays up to Wednesday 2026-11-18, 8 incidents, 60 activities.
const lists = [
  { url: '/api/daily-reports', schema: dailyReportResponse, newRecord: { meals: 'Soup' } },
  {
    url: '/api/incidents',
    schema: incidentResponse,
    newRecord: { date: '2026-11-18', time: '09:59', description: 'Bumped an elbow' },
  },
  { url: '/api/activities', schema: activityResponse, newRecord: { activity: 'Puzzle time' } },
] as const;

const t = testApp();
const { cookie } = t;
const ids = { aarav: 0, anika: 0, jayden: 0 };
beforeAll(async () => {
  const idOf = (first: string, last: string) => childIdByName(t, first, last);
  ids.aarav = await idOf('Aarav', 'Patel');
  ids.anika = await idOf('Anika', 'Patel');
  ids.jayden = await idOf('Jayden', 'Johnson');
});

type Row = { id: number; childId: number; date: string; time?: string; createdAt: string };
const get = async (url: string, who?: keyof typeof cookie) =>
  t.request({ method: 'GET', url, cookie: who && cookie[who] });
const rows = async (url: string, who: keyof typeof cookie) => (await get(url, who)).json() as Row[];
/** Newest first: by day, then time of day (incidents) or moment written. */
const sortKey = (r: Row) => `${r.date} ${r.time ?? ''} ${r.createdAt}`;

describe.each(lists)('GET $url, page by page', ({ url, newRecord }) => {
  const page = async (query: string, who: keyof typeof cookie = 'director') => {
    const res = await get(`${url}?${query}`, who);
    expect(res.statusCode).toBe(200);
    return { rows: res.json() as Row[], next: res.headers['next-cursor'] as string | undefined };
  };

  it('walks every record once, in order, by the Next-Cursor of each page', async () => {
    const all = (await page('limit=500')).rows;
    expect(all.length).toBeGreaterThan(7);
    const walked: Row[] = [];
    let query = 'limit=7';
    for (let pages = 0; pages < 200; pages++) {
      const { rows: shown, next } = await page(query);
      walked.push(...shown);
      if (!next) break;
      expect(shown).toHaveLength(7);
      query = `limit=7&before=${next}`;
    }
    expect(walked.map((r) => r.id)).toEqual(all.map((r) => r.id));
  });

  it('keeps its place when records are added meanwhile, and keeps the filters', async () => {
    const filter = 'from=2026-11-09&to=2026-11-18&limit=2';
    const first = await page(filter);
    expect(first.next).toBeDefined();
    const second = await page(`${filter}&before=${first.next}`);
    // A record written now is the newest: it appears on no later page.
    const added = await t.request({
      method: 'POST',
      url,
      cookie: cookie.teacher,
      payload: { childId: ids.anika, staffId: 2, ...newRecord },
    });
    expect(added.statusCode).toBe(201);
    const again = await page(`${filter}&before=${first.next}`);
    expect(again.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    expect(again.rows.every((r) => r.date >= '2026-11-09' && r.date <= '2026-11-18')).toBe(true);
  });

  it('refuses a cursor it did not make', async () => {
    for (const before of [
      'x',
      Buffer.from('[1]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
    ]) {
      const res = await get(`${url}?before=${before}`, 'director');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This list position (cursor) is not valid');
    }
  });
});

describe.each(lists)('GET $url', ({ url, schema }) => {
  it('lists every child’s records for staff, newest first, at most 100 by default', async () => {
    for (const who of ['director', 'teacher'] as const) {
      const res = await get(url, who);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Row[];
      expect(body.length).toBeGreaterThan(3);
      expect(body.length).toBeLessThanOrEqual(100);
      for (const r of body) expect(schema.safeParse(r).success).toBe(true);
      const keys = body.map(sortKey);
      expect(keys).toEqual([...keys].sort().reverse());
    }
  });

  it('filters by child, day, period and limit', async () => {
    const all = await rows(`${url}?limit=500`, 'director');
    const sample = all[Math.floor(all.length / 2)]!;
    const byChild = await rows(`${url}?childId=${sample.childId}&limit=500`, 'director');
    expect(byChild.length).toBe(all.filter((r) => r.childId === sample.childId).length);
    const byDay = await rows(`${url}?date=${sample.date}&limit=500`, 'director');
    expect(byDay.length).toBe(all.filter((r) => r.date === sample.date).length);
    const period = await rows(`${url}?from=2026-11-09&to=2026-11-13&limit=500`, 'director');
    expect(period.length).toBe(
      all.filter((r) => r.date >= '2026-11-09' && r.date <= '2026-11-13').length,
    );
    expect(await rows(`${url}?limit=2`, 'director')).toEqual(all.slice(0, 2));
  });

  it('refuses a bad limit, a reversed period and an unknown child', async () => {
    const tooMany = await get(`${url}?limit=501`, 'director');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('limit must be between 1 and 500');
    const reversed = await get(`${url}?from=2026-11-13&to=2026-11-09`, 'director');
    expect(reversed.json().fieldErrors).toEqual({
      to: 'The end date must be on or after the start date',
    });
    expect((await get(`${url}?childId=99999`, 'director')).statusCode).toBe(404);
  });

  it('gives a parent only their own children’s records; another family’s child is 404', async () => {
    const mine = await rows(`${url}?limit=500`, 'parent');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.childId === ids.aarav || r.childId === ids.anika)).toBe(true);
    const theirs = await rows(`${url}?limit=500`, 'parent2');
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r) => r.childId === ids.jayden)).toBe(true);
    const other = await get(`${url}?childId=${ids.jayden}`, 'parent');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Child not found');
  });

  it('needs a session', async () => {
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('a removed child', () => {
  it('leaves the lists; the records stay in the database', async () => {
    const [daily] = await rows('/api/daily-reports?limit=1', 'director');
    await t.database.db
      .update(children)
      .set({ removedAt: t.clock.now(), isActive: false })
      .where(eq(children.id, daily!.childId));
    for (const { url } of lists) {
      const left = await rows(`${url}?limit=500`, 'director');
      expect(left.some((r) => r.childId === daily!.childId)).toBe(false);
      expect((await get(`${url}?childId=${daily!.childId}`, 'director')).statusCode).toBe(404);
    }
  });
});
