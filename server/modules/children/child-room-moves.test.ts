import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolChild } from '../../../test/api/fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { attendance, auditLog, children, rooms } from '../../db/schema/index.ts';

/*
 * A room move from an effective day (decision 061): the days before it count in the old
 * room, from it in the new one, in reports, ratios and attendance, and a move to a later day
 * takes effect at the centre's midnight. The clock: Wednesday 2026-11-18, 10:00 New York.
 */
const t = testApp({ rememberMe: true });
const { cookie } = t;

type Who = keyof typeof cookie;
const get = (url: string, who: Who = 'director') =>
  t.request({ method: 'GET', url, cookie: cookie[who] });
const move = (id: number, payload: object, who: Who = 'director') =>
  t.request({
    method: 'POST',
    url: `/api/children/${id}/room-moves`,
    cookie: cookie[who],
    payload,
  });

const roomIds: Record<string, number> = {};
const ny = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

beforeAll(async () => {
  for (const r of await t.database.db.select().from(rooms)) roomIds[r.filterKey] = r.id;
});

/** A demo child of the Toddler Room, enrolled long ago, not of the demo families. */
async function toddler() {
  const [row] = await t.database.db
    .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
    .from(children)
    .where(and(eq(children.roomId, roomIds.toddlers!), isNull(children.removedAt)))
    .orderBy(asc(children.id))
    .limit(1);
  return row!;
}

type RatioDay = { date: string; filterKey: string; peakChildren: number };
const peaks = async (start: string, end: string) => {
  const res = await get(`/api/reports/ratios?period=custom&start=${start}&end=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  const days = res.json().days as RatioDay[];
  return (date: string, room: string) =>
    days.find((d) => d.date === date && d.filterKey === room)?.peakChildren;
};
const presentByDay = async (room: string, start: string, end: string) => {
  const url = `/api/reports/summary?period=custom&start=${start}&end=${end}&room=${room}`;
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const days = res.json().attendance.days as { date: string; present: number }[];
  return Object.fromEntries(days.map((d) => [d.date, d.present]));
};

describe('POST /api/children/{id}/room-moves', () => {
  it('counts the days before the effective day in the old room and from it in the new one', async () => {
    const child = await toddler();
    // A weekend the demo centre has no attendance on: only this child's visits count.
    await t.database.db.insert(attendance).values(
      ['2026-11-14', '2026-11-15'].map((date) => ({
        childId: child.id,
        date,
        status: 'present',
        checkInAt: ny(date, '08:00'),
        checkOutAt: ny(date, '16:00'),
        checkInBy: 'Staff Member',
        checkOutBy: 'Staff Member',
      })),
    );
    const before = await peaks('2026-11-14', '2026-11-15');
    expect([before('2026-11-14', 'toddlers'), before('2026-11-15', 'toddlers')]).toEqual([1, 1]);

    const res = await move(child.id, { roomId: roomIds.infants, from: '2026-11-15' });
    expect(res.statusCode, res.body).toBe(200);
    // From a past day: the child is in the new room today.
    expect(res.json()).toMatchObject({ id: child.id, room: 'Infant Room', nextRoom: null });

    const after = await peaks('2026-11-14', '2026-11-15');
    expect({
      toddlers14: after('2026-11-14', 'toddlers'),
      infants14: after('2026-11-14', 'infants'),
      toddlers15: after('2026-11-15', 'toddlers'),
      infants15: after('2026-11-15', 'infants'),
    }).toEqual({ toddlers14: 1, infants14: 0, toddlers15: 0, infants15: 1 });
    expect(await presentByDay('toddlers', '2026-11-14', '2026-11-15')).toEqual({
      '2026-11-14': 1,
      '2026-11-15': 0,
    });
    expect(await presentByDay('infants', '2026-11-14', '2026-11-15')).toEqual({
      '2026-11-14': 0,
      '2026-11-15': 1,
    });
    const csv = await get(
      '/api/reports/export?tab=attendance&period=custom&start=2026-11-14&end=2026-11-15',
    );
    const lines = csv.body.split('\r\n').filter((l) => l.includes(child.lastName));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Toddler Room');
    expect(lines[1]).toContain('Infant Room');

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'child.move'), eq(auditLog.entityId, String(child.id))));
    expect(audit?.details).toEqual({
      date: '2026-11-15',
      before: { roomId: roomIds.toddlers },
      after: { roomId: roomIds.infants },
    });
  });

  it('refuses a missing day, an unknown room and a day before the child joined', async () => {
    const id = await enrolChild(t, cookie.director, { firstName: 'Rafa', lastName: 'Mover' });
    const missing = await move(id, { roomId: roomIds.infants });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ from: 'Effective date is required' });
    const room = await move(id, { roomId: 999999, from: '2026-11-19' });
    expect(room.json()).toMatchObject({ message: "Please choose one of the centre's rooms" });
    const early = await move(id, { roomId: roomIds.infants, from: '2026-11-17' });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors).toEqual({
      from: 'The move cannot start before the child joined the centre',
    });
    expect((await get(`/api/children/${id}`)).json().room).toBe('Toddler Room');
  });

  it('is for directors: staff and parents get 403, another family’s child is no matter', async () => {
    const child = await toddler();
    for (const who of ['teacher', 'parent', 'parent2'] as const) {
      const res = await move(child.id, { roomId: roomIds.preschool, from: '2026-11-19' }, who);
      expect(res.statusCode).toBe(403);
    }
    expect((await move(999999, { roomId: roomIds.preschool, from: '2026-11-19' })).statusCode).toBe(
      404,
    );
  });

  it('moves a child on a later day at the centre’s midnight; live ratios follow', async () => {
    const id = await enrolChild(t, cookie.director, { firstName: 'Mila', lastName: 'Mover' });
    const checkIn = await t.request({
      method: 'POST',
      url: '/api/attendance',
      cookie: cookie.teacher,
      payload: { childId: id, checkInBy: 'Staff Member' },
    });
    expect(checkIn.statusCode, checkIn.body).toBeLessThan(300);
    const present = async (room: string) =>
      (
        (await get('/api/dashboard/ratios')).json() as { room: string; childrenPresent: number }[]
      ).find((r) => r.room === room)!.childrenPresent;
    const toddlersNow = await present('Toddler Room');
    const infantsNow = await present('Infant Room');

    const res = await move(id, { roomId: roomIds.infants, from: '2026-11-19' });
    expect(res.json()).toMatchObject({
      room: 'Toddler Room',
      nextRoom: { room: 'Infant Room', from: '2026-11-19' },
    });
    expect(await present('Toddler Room')).toBe(toddlersNow);
    expect(await present('Infant Room')).toBe(infantsNow);

    // The worker has the midnight's job queued; the clock passes it.
    await t.drainJobs();
    t.clock.set(ny('2026-11-19', '09:00'));
    try {
      await t.drainJobs();
      expect((await get(`/api/children/${id}`)).json()).toMatchObject({
        room: 'Infant Room',
        nextRoom: null,
      });
      const again = await t.request({
        method: 'POST',
        url: '/api/attendance',
        cookie: cookie.teacher,
        payload: { childId: id, checkInBy: 'Staff Member' },
      });
      expect(again.statusCode, again.body).toBeLessThan(300);
      expect(await present('Infant Room')).toBeGreaterThanOrEqual(1);
      // Half an hour in the room: a stretch the ratio sweep counts.
      t.clock.set(ny('2026-11-19', '09:30'));
      const day = await peaks('2026-11-18', '2026-11-19');
      expect(day('2026-11-18', 'toddlers')).toBeGreaterThanOrEqual(1);
      expect({
        infants: day('2026-11-19', 'infants'),
        toddlers: day('2026-11-19', 'toddlers'),
      }).toEqual({ infants: 1, toddlers: 0 });
    } finally {
      t.clock.set(ny('2026-11-18', '10:00'));
    }
  });
});
