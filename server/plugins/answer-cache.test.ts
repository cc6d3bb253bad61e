import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rooms } from '../db/schema/index.ts';
import { AnswerCache } from '../lib/answer-cache.ts';
import { testApp } from '../../test/api/test-app.ts';

// Issue 9: answers kept for a moment on the embedded database (lib/answer-cache.ts). What a
// user must never see: an answer after the data changed, another session's answer, an answer
// that skipped the route's authorization. On PostgreSQL (CI runs this file there too) nothing
// is kept, and every answer must be just as fresh.

const t = testApp();
const { cookie } = t;

const get = (url: string, who: string | undefined) =>
  t.request({ method: 'GET', url, ...(who ? { cookie: who } : {}) });
const roomNames = async () =>
  ((await get('/api/rooms', cookie.teacher)).json() as { name: string }[]).map((r) => r.name);
/** Answers kept now: on PostgreSQL nothing ever is (other processes may write), so 0. */
const kept = () => t.app.answerCache?.size ?? 0;
const embedded = () => t.database.kind === 'pglite';

describe('answers kept while nothing changes', () => {
  it('keeps a marked route’s answer, and sends it again exactly', async () => {
    expect(t.app.answerCache === null).toBe(!embedded());
    const first = await get('/api/staff', cookie.director);
    expect(kept() > 0).toBe(embedded());
    const again = await get('/api/staff', cookie.director);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('sees a write made straight to the database at once (a job, another module)', async () => {
    const before = await roomNames();
    const [room] = await t.database.db.select().from(rooms).limit(1);
    await t.database.db
      .update(rooms)
      .set({ name: `${room!.name} (renamed)` })
      .where(eq(rooms.id, room!.id));
    expect(await roomNames()).not.toEqual(before);
    expect(await roomNames()).toContain(`${room!.name} (renamed)`);
    await t.database.db.update(rooms).set({ name: room!.name }).where(eq(rooms.id, room!.id));
    expect(await roomNames()).toEqual(before);
  });

  it('sees a change made through the API at once', async () => {
    const staff = (await get('/api/staff', cookie.director)).json() as {
      id: number;
      isOnDuty: boolean;
    }[];
    const member = staff[0]!;
    const put = await t.request({
      method: 'PUT',
      url: `/api/staff/${member.id}`,
      cookie: cookie.director,
      payload: { isOnDuty: !member.isOnDuty },
    });
    expect(put.statusCode).toBe(200);
    const after = (await get('/api/staff', cookie.director)).json() as typeof staff;
    expect(after.find((s) => s.id === member.id)!.isOnDuty).toBe(!member.isOnDuty);
  });

  it('gives each session its own answer, and another family’s is never sent', async () => {
    const mine = await get('/api/children', cookie.parent);
    const theirs = await get('/api/children', cookie.parent2);
    expect(mine.body).not.toBe(theirs.body);
    expect((await get('/api/children', cookie.parent)).body).toBe(mine.body);
    expect((await get('/api/children', cookie.parent2)).body).toBe(theirs.body);
  });

  it('still authorizes every request on its route: signed out is 401, a parent 403', async () => {
    await get('/api/staff', cookie.director);
    expect((await get('/api/staff', undefined)).statusCode).toBe(401);
    expect((await get('/api/dashboard/stats', cookie.parent)).statusCode).toBe(403);
  });

  it('lets go of everything when the clock moves to another second', async () => {
    await get('/api/dashboard/stats', cookie.director);
    expect(kept() > 0).toBe(embedded());
    t.clock.advance(1000);
    const stats = await get('/api/dashboard/stats', cookie.director);
    expect(stats.statusCode).toBe(200);
    expect(kept()).toBe(embedded() ? 1 : 0);
  });

  it('keeps nothing of a route that does not declare it', async () => {
    t.app.answerCache?.clear();
    expect((await get('/api/parent-invitations', cookie.director)).statusCode).toBe(200);
    expect(kept()).toBe(0);
  });
});

describe('the cache itself', () => {
  it('stores nothing read across a write, a clear or a new second', () => {
    let epoch = 0;
    const cache = new AnswerCache(() => epoch);
    const answer = { body: '[]', headers: {} };
    const begun = cache.stamp(5_000);
    epoch++;
    cache.set('a', answer, begun, 5_100);
    expect(cache.get('a', 5_100)).toBeUndefined();
    const again = cache.stamp(5_200);
    cache.clear();
    cache.set('a', answer, again, 5_300);
    expect(cache.get('a', 5_300)).toBeUndefined();
    const late = cache.stamp(5_900);
    cache.set('a', answer, late, 6_000);
    expect(cache.get('a', 6_000)).toBeUndefined();
    const fine = cache.stamp(6_100);
    cache.set('a', answer, fine, 6_200);
    expect(cache.get('a', 6_900)).toBe(answer);
    expect(cache.get('a', 7_000)).toBeUndefined();
  });
});
