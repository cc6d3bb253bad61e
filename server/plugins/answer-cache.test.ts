import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { centreSettings, rooms } from '../db/schema/index.ts';
import { centreTimeZone } from '../lib/centre-time.ts';
import { AnswerCache } from '../lib/answer-cache.ts';
import { testApp } from '../../test/api/test-app.ts';

// Issue 9: answers kept for a moment on the embedded database (lib/answer-cache.ts). What a
// user must never see: an answer after the data changed, another person's answer, an answer
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
    // The server's own headers are set afresh: the security policy, no caching by browsers.
    for (const header of ['content-security-policy', 'x-frame-options', 'cache-control'])
      expect([header, again.headers[header]]).toEqual([header, first.headers[header]]);
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
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

  it('shares an answer between one person’s sessions, never with anyone else', async () => {
    // The director on a second device: the same person, so the same answer, kept once.
    const otherDevice = await t.login('director@example.com');
    t.app.answerCache?.clear();
    const first = await get('/api/staff', cookie.director);
    expect(kept()).toBe(embedded() ? 1 : 0);
    const fromTablet = await get('/api/staff', otherDevice);
    expect(fromTablet.body).toBe(first.body);
    expect(kept()).toBe(embedded() ? 1 : 0);
    // Another person of the staff asking the same address makes their own.
    expect((await get('/api/rooms', cookie.director)).statusCode).toBe(200);
    expect((await get('/api/rooms', cookie.teacher)).statusCode).toBe(200);
    expect(kept()).toBe(embedded() ? 3 : 0);
    // The other device signs out: its session is refused before anything kept is sent.
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookie: otherDevice });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/staff', otherDevice)).statusCode).toBe(401);
    await get('/api/auth/session', cookie.director);
    expect((await get('/api/auth/session', otherDevice)).json()).toEqual({ user: null });
    expect((await get('/api/staff', cookie.director)).statusCode).toBe(200);
  });

  it('gives each person their own answer, and another family’s is never sent', async () => {
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

  it('lets go of an answer a second after its request began', async () => {
    t.app.answerCache?.clear();
    const first = await get('/api/dashboard/stats', cookie.director);
    expect(kept()).toBe(embedded() ? 1 : 0);
    t.clock.advance(999);
    expect((await get('/api/dashboard/stats', cookie.director)).body).toBe(first.body);
    t.clock.advance(1);
    expect(kept()).toBe(embedded() ? 1 : 0);
    const stats = await get('/api/dashboard/stats', cookie.director);
    expect(stats.statusCode).toBe(200);
    // The old answer went, and the fresh one is kept in its place.
    expect(kept()).toBe(embedded() ? 1 : 0);
  });

  it('answers many people asking at once each with their own', async () => {
    t.app.answerCache?.clear();
    const alone = {
      parent: (await get('/api/children', cookie.parent)).body,
      parent2: (await get('/api/children', cookie.parent2)).body,
    };
    t.app.answerCache?.clear();
    const who = Array.from({ length: 30 }, (_, i): 'parent' | 'parent2' =>
      i % 3 ? 'parent' : 'parent2',
    );
    const answers = await Promise.all(who.map((w) => get('/api/children', cookie[w])));
    answers.forEach((answer, i) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(alone[who[i]!]);
    });
  });

  it('sends a kept answer compressed as each browser asks, compressed once', async () => {
    t.app.answerCache?.clear();
    const plain = await get('/api/children', cookie.director);
    const ask = (encoding: string) =>
      t.request({
        method: 'GET',
        url: '/api/children',
        cookie: cookie.director,
        headers: { 'accept-encoding': encoding },
      });
    const [br, brAgain, gzip] = [await ask('gzip, br'), await ask('br'), await ask('gzip')];
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.brotliDecompressSync(brAgain.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const none = await ask('br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('keeps its answers when a session is marked as used (once a minute, shown nowhere)', async () => {
    // A teacher's session last used two minutes ago: their next request records its use.
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() - 2 * 60_000));
    const teacher = await t.login('teacher@example.com');
    t.clock.set(now);
    t.app.answerCache?.clear();
    const staff = await get('/api/staff', cookie.director);
    expect(kept()).toBe(embedded() ? 1 : 0);
    expect((await get('/api/rooms', teacher)).statusCode).toBe(200);
    // The director's answer is still kept beside the teacher's.
    expect(kept()).toBe(embedded() ? 2 : 0);
    expect((await get('/api/staff', cookie.director)).body).toBe(staff.body);
  });

  it('keeps nothing of a route that does not declare it', async () => {
    t.app.answerCache?.clear();
    expect((await get('/api/parent-invitations', cookie.director)).statusCode).toBe(200);
    expect(kept()).toBe(0);
  });
});

describe('the centre’s time zone, remembered between writes', () => {
  it('is read afresh after any write, and never inside a transaction from memory', async () => {
    const { db } = t.database;
    const zone = await centreTimeZone(db);
    expect(await centreTimeZone(db)).toBe(zone);
    await db.update(centreSettings).set({ timeZone: 'Europe/Helsinki' });
    expect(await centreTimeZone(db)).toBe('Europe/Helsinki');
    await db.transaction(async (tx) => {
      await tx.update(centreSettings).set({ timeZone: 'Asia/Tokyo' });
      expect(await centreTimeZone(tx)).toBe('Asia/Tokyo');
    });
    expect(await centreTimeZone(db)).toBe('Asia/Tokyo');
    await db.update(centreSettings).set({ timeZone: zone });
    expect(await centreTimeZone(db)).toBe(zone);
  });
});

describe('the cache itself', () => {
  /** A fresh answer for each request: `land` settles when it was made. */
  const made = () => ({ body: Buffer.from('[]'), headers: {} });

  it('stores nothing read across a write, a clear or its lifetime', () => {
    let epoch = 0;
    const cache = new AnswerCache(() => epoch);
    const begun = cache.lead('a', 5_000);
    epoch++;
    cache.land('a', begun, made(), 5_100);
    expect(cache.get('a', 5_100)).toBeUndefined();
    const again = cache.lead('a', 5_200);
    cache.clear();
    cache.land('a', again, made(), 5_300);
    expect(cache.get('a', 5_300)).toBeUndefined();
    const slow = cache.lead('a', 5_400);
    cache.land('a', slow, made(), 6_400);
    expect(cache.get('a', 6_400)).toBeUndefined();
    const fine = cache.lead('a', 6_500);
    const answer = made();
    cache.land('a', fine, answer, 6_700);
    expect(cache.get('a', 7_499)).toBe(answer);
    expect(cache.get('a', 7_500)).toBeUndefined();
  });

  it('lets an answer carrying an older one go when that one would, and sweeps the old', () => {
    const cache = new AnswerCache(() => 0);
    const page = cache.lead('page', 2_000);
    cache.land('page', page, { ...made(), madeAt: 1_400 }, 2_100);
    expect(cache.get('page', 2_399)).toBeDefined();
    expect(cache.get('page', 2_400)).toBeUndefined();
    for (const key of ['a', 'b', 'c']) cache.land(key, cache.lead(key, 3_000), made(), 3_010);
    expect(cache.size).toBe(3);
    // Nobody asks for them again; the next request a second on lets all three go.
    cache.stamp(4_100);
    expect(cache.size).toBe(0);
  });

  it('lets a request wait for the same answer being made, not after a write', async () => {
    let epoch = 0;
    const cache = new AnswerCache(() => epoch);
    expect(cache.join('a', 1_000)).toBeUndefined();
    const begun = cache.lead('a', 1_000);
    const waiting = cache.join('a', 1_010);
    expect(cache.join('b', 1_010)).toBeUndefined();
    const answer = made();
    cache.land('a', begun, answer, 1_020);
    expect(await waiting).toBe(answer);
    expect(cache.join('a', 1_030)).toBeUndefined();

    const during = cache.lead('a', 2_000);
    epoch++;
    // Written since it began: a later request makes its own answer.
    expect(cache.join('a', 2_010)).toBeUndefined();
    cache.land('a', during, made(), 2_020);
    expect(cache.get('a', 2_020)).toBeUndefined();
  });

  it('lets those waiting go when the request they wait on ends without an answer', async () => {
    const cache = new AnswerCache(() => 0);
    const failing = cache.lead('a', 1_000);
    const waiting = cache.join('a', 1_000);
    cache.land('a', failing, undefined);
    expect(await waiting).toBeUndefined();

    // A request begun over a second ago is no longer joined; its waiters still get its end.
    const old = cache.lead('a', 3_000);
    const early = cache.join('a', 3_100);
    expect(cache.join('a', 4_000)).toBeUndefined();
    const fresh = cache.lead('a', 4_000);
    const late = cache.join('a', 4_010);
    const oldAnswer = made();
    cache.land('a', old, oldAnswer, 4_020);
    expect(await early).toBe(oldAnswer);
    const freshAnswer = made();
    cache.land('a', fresh, freshAnswer, 4_030);
    expect(await late).toBe(freshAnswer);
    expect(cache.get('a', 4_040)).toBe(freshAnswer);
  });
});
