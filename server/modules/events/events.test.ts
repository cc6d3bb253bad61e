import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let t: TestApp;
const cookie: Record<'director' | 'teacher' | 'parent' | 'parent2', string> = {
  director: '',
  teacher: '',
  parent: '',
  parent2: '',
};
async function signInAll() {
  cookie.director = await t.login(demo.director);
  cookie.teacher = await t.login(demo.teacher);
  cookie.parent = await t.login(demo.parent);
  cookie.parent2 = await t.login(demo.parent2);
}
beforeAll(async () => {
  t = await startTestApp();
  await signInAll();
});
afterAll(() => t.close());

// The test clock's today in the centre (Wednesday 2026-11-18, New York).
const today = '2026-11-18';

type EventRow = { id: number; title: string; date: string; time: string };
const get = (url: string, who: string = cookie.director) =>
  t.request({ method: 'GET', url, cookie: who });
const list = async (url = '/api/events') => (await get(url)).json() as EventRow[];
const add = (payload: object, who: string = cookie.director) =>
  t.request({ method: 'POST', url: '/api/events', cookie: who, payload });
const put = (id: number, payload: object, who: string = cookie.director) =>
  t.request({ method: 'PUT', url: `/api/events/${id}`, cookie: who, payload });
const remove = (id: number, who: string = cookie.director) =>
  t.request({ method: 'DELETE', url: `/api/events/${id}`, cookie: who });
const audits = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

const concert = {
  title: 'Winter Concert',
  date: '2026-12-10',
  time: '2:30 PM',
  description: 'Songs from every room.',
  type: 'celebration',
  participants: 'All families',
};

describe('GET /api/events', () => {
  it('lists the upcoming events by date, with every field', async () => {
    const res = await get('/api/events', cookie.teacher);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as EventRow[];
    expect(rows).toHaveLength(6);
    expect(rows.map((e) => e.date)).toEqual([...rows.map((e) => e.date)].sort());
    expect(rows.every((e) => e.date >= today)).toBe(true);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      title: 'Parent–Teacher Conferences',
      date: expect.any(String),
      time: '4:00 PM',
      description: expect.any(String),
      type: 'meeting',
      participants: 'Parents and lead teachers',
    });
  });

  it('orders one day by time: all-day first, then morning before afternoon', async () => {
    const date = '2026-12-03';
    for (const [title, time] of [
      ['One o’clock', '1:00 PM'],
      ['Nine o’clock', '9:00'],
      ['Whole day', 'All day'],
      ['Noon', '12:00 PM'],
    ]) {
      expect((await add({ title, date, time })).statusCode).toBe(201);
    }
    const mine = ['Whole day', 'Nine o’clock', 'Noon', 'One o’clock'];
    const day = (await list(`/api/events?from=${date}&to=${date}`)).filter((e) =>
      mine.includes(e.title),
    );
    expect(day.map((e) => [e.title, e.time])).toEqual([
      ['Whole day', 'All day'],
      ['Nine o’clock', '9:00 AM'],
      ['Noon', '12:00 PM'],
      ['One o’clock', '1:00 PM'],
    ]);
  });

  it("leaves out events before the centre's today, and narrows by from and to", async () => {
    const res = await add({ title: 'Today only', date: today });
    const id = res.json().id as number;
    expect((await list()).map((e) => e.id)).toContain(id);
    t.clock.advance(24 * 3600_000);
    try {
      // A day later the earlier sessions have idled out: sign in again to look.
      const tomorrow = await t.login(demo.teacher);
      const upcoming = (await get('/api/events', tomorrow)).json() as EventRow[];
      expect(upcoming.map((e) => e.id)).not.toContain(id);
      const asked = await get(`/api/events?from=${today}&to=${today}`, tomorrow);
      expect((asked.json() as EventRow[]).map((e) => e.id)).toEqual([id]);
    } finally {
      t.clock.advance(-24 * 3600_000);
      await signInAll();
    }
  });

  it('checks the dates it is given', async () => {
    const bad = await get('/api/events?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ from: 'Please enter a valid date (YYYY-MM-DD)' });
    const backwards = await get('/api/events?from=2026-12-10&to=2026-12-01');
    expect(backwards.json().message).toBe('The end date must be on or after the start date');
  });

  it('is readable by parents of every family, not by anonymous callers', async () => {
    expect((await get('/api/events', cookie.parent)).statusCode).toBe(200);
    expect((await get('/api/events', cookie.parent2)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
  });
});

describe('POST /api/events', () => {
  it('adds an event and audits it', async () => {
    const res = await add(concert);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), ...concert });
    expect((await list()).map((e) => e.title)).toContain('Winter Concert');
    expect(await audits('event.create', res.json().id)).toHaveLength(1);
  });

  it('needs only a title and a date; the rest has defaults', async () => {
    const res = await add({ title: 'Pajama Day', date: '2026-12-04' });
    expect(res.json()).toMatchObject({
      time: '',
      description: '',
      type: 'general',
      participants: '',
    });
  });

  it('says what is wrong, in words, and saves nothing', async () => {
    const before = (await list()).length;
    const empty = await add({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      title: 'Title is required',
      date: 'Date is required',
    });
    const blank = await add({ title: '  ', date: '' });
    expect(blank.json().fieldErrors).toEqual({
      title: 'Title is required',
      date: 'Date is required',
    });
    const wrong = await add({ ...concert, date: '2026-02-30', time: 'noonish', type: 'party' });
    expect(wrong.json().fieldErrors).toEqual({
      date: 'Please enter a valid date (YYYY-MM-DD)',
      time: 'Please enter a time such as 10:00 AM or 14:30, or All day',
      type: 'Please choose an event type',
    });
    const past = await add({ ...concert, date: '2026-11-17' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ date: 'Date cannot be in the past' });
    expect((await list()).length).toBe(before);
  });

  it('is for directors only', async () => {
    expect((await add(concert, cookie.teacher)).statusCode).toBe(403);
    expect((await add(concert, cookie.parent)).statusCode).toBe(403);
    const anonymous = await t.request({ method: 'POST', url: '/api/events', payload: concert });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/events/{id}', () => {
  it('changes an event and audits it', async () => {
    const id = (await add(concert)).json().id as number;
    const res = await put(id, { ...concert, title: 'Winter Concert (moved)', time: '15:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Winter Concert (moved)', time: '3:00 PM' });
    expect(await audits('event.update', id)).toHaveLength(1);
  });

  it('validates like adding, and refuses moving an event into the past', async () => {
    const id = (await add(concert)).json().id as number;
    const res = await put(id, { title: '', date: '2026-12-10' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ title: 'Title is required' });
    const past = await put(id, { ...concert, date: '2026-11-01' });
    expect(past.json().message).toBe('Date cannot be in the past');
  });

  it('answers 404 for an unknown event', async () => {
    const res = await put(99999, concert);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event not found');
  });

  it('is for directors only', async () => {
    const id = (await list())[0]!.id;
    expect((await put(id, concert, cookie.teacher)).statusCode).toBe(403);
    expect((await put(id, concert, cookie.parent)).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'PUT',
      url: `/api/events/${id}`,
      payload: concert,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/events/{id}', () => {
  it('deletes an event and audits it; a second time is 404', async () => {
    const id = (await add(concert)).json().id as number;
    expect((await remove(id)).statusCode).toBe(204);
    expect((await list()).map((e) => e.id)).not.toContain(id);
    expect(await audits('event.delete', id)).toHaveLength(1);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Event not found');
  });

  it('is for directors only', async () => {
    const id = (await list())[0]!.id;
    expect((await remove(id, cookie.teacher)).statusCode).toBe(403);
    expect((await remove(id, cookie.parent)).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/events/${id}` })).statusCode).toBe(401);
  });
});
