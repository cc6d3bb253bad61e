import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, children, incidents, rooms, staff } from '../../db/schema/index.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { testNow } from '../../../test/api/fixed-time.ts';

let t: TestApp;
let director: string;
beforeAll(async () => {
  t = await startTestApp();
  director = await t.login(demo.director);
});
afterAll(() => t.close());

const today = '2026-11-18'; // testNow is 10:00 on this day in New York
const get = (url: string, cookie = director) => t.request({ method: 'GET', url, cookie });
const stats = async () => (await get('/api/dashboard/stats')).json();
const ratios = async () => (await get('/api/dashboard/ratios')).json();
const ratioOf = async (room: string) =>
  (await ratios()).find((r: { room: string }) => r.room === room);

// The database read directly: a second witness for what the endpoints count.
async function activeChildIds(roomName?: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: children.id })
    .from(children)
    .innerJoin(rooms, eq(rooms.id, children.roomId))
    .where(
      and(
        eq(children.isActive, true),
        isNull(children.removedAt),
        roomName ? eq(rooms.name, roomName) : undefined,
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
const todaysRecords = () =>
  t.database.db.select().from(attendance).where(eq(attendance.date, today));

/** Checks children in now (one record for today, no check-out), replacing today's record. */
async function checkIn(childIds: number[], status = 'present') {
  await t.database.db
    .delete(attendance)
    .where(and(eq(attendance.date, today), inArray(attendance.childId, childIds)));
  await t.database.db.insert(attendance).values(
    childIds.map((childId) => ({
      childId,
      date: today,
      checkInAt: new Date('2026-11-18T14:30:00Z'),
      status,
      checkInBy: 'Test Parent (parent)',
    })),
  );
}
const checkOut = (childIds: number[]) =>
  t.database.db
    .update(attendance)
    .set({ checkOutAt: new Date('2026-11-18T14:45:00Z'), checkOutBy: 'Test Parent (parent)' })
    .where(and(eq(attendance.date, today), inArray(attendance.childId, childIds)));
const setDuty = (firstName: string, isOnDuty: boolean) =>
  t.database.db.update(staff).set({ isOnDuty }).where(eq(staff.firstName, firstName));
const removeChild = (id: number) =>
  t.database.db.update(children).set({ removedAt: t.clock.now() }).where(eq(children.id, id));

describe('GET /api/dashboard/stats', () => {
  it('counts active children, those in today, staff on duty and incidents not yet told', async () => {
    const active = await activeChildIds();
    const cameIn = (await todaysRecords()).filter(
      (a) => active.includes(a.childId) && ['present', 'late'].includes(a.status),
    );
    const onDuty = await t.database.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.isOnDuty, true), isNull(staff.removedAt)));
    const pending = await t.database.db
      .select({ id: incidents.id })
      .from(incidents)
      .where(eq(incidents.parentNotified, false));

    const res = await get('/api/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalChildren: 40,
      presentToday: cameIn.length,
      attendanceRate: Math.round((cameIn.length / 40) * 100),
      staffOnDuty: 6,
      pendingReports: 2,
      date: today,
    });
    expect(onDuty).toHaveLength(6);
    expect(pending).toHaveLength(2);
  });

  it('moves with a check-in and check-out made through POST /api/attendance', async () => {
    const inToday = new Set((await todaysRecords()).map((a) => a.childId));
    const childId = (await activeChildIds('Preschool Room')).find((id) => !inToday.has(id))!;
    const record = (payload: object) =>
      t.request({ method: 'POST', url: '/api/attendance', cookie: director, payload });
    const before = { stats: await stats(), room: await ratioOf('Preschool Room') };

    expect((await record({ childId, checkInBy: 'Staff Member' })).statusCode).toBeLessThan(300);
    const afterIn = { stats: await stats(), room: await ratioOf('Preschool Room') };
    expect(afterIn.stats.presentToday).toBe(before.stats.presentToday + 1);
    expect(afterIn.room.childrenPresent).toBe(before.room.childrenPresent + 1);

    expect((await record({ childId, checkOutBy: 'Staff Member' })).statusCode).toBeLessThan(300);
    const afterOut = { stats: await stats(), room: await ratioOf('Preschool Room') };
    expect(afterOut.stats.presentToday).toBe(afterIn.stats.presentToday); // came in today
    expect(afterOut.room.childrenPresent).toBe(before.room.childrenPresent); // gone home
  });

  it('counts a check-in (present or late) at once, and not an absence', async () => {
    const inToday = new Set((await todaysRecords()).map((a) => a.childId));
    const [a, b, c] = (await activeChildIds()).filter((id) => !inToday.has(id));
    const before = await stats();

    await checkIn([a!]);
    await checkIn([b!], 'late');
    await checkIn([c!], 'absent');
    const after = await stats();
    expect(after.presentToday).toBe(before.presentToday + 2);
    expect(after.attendanceRate).toBe(Math.round((after.presentToday / 40) * 100));

    // Checked out is still "came in today".
    await checkOut([a!]);
    expect((await stats()).presentToday).toBe(after.presentToday);
  });

  it('leaves removed children out of the total and of present today', async () => {
    const before = await stats();
    const present = (await todaysRecords()).find((a) => a.status === 'present')!;
    await removeChild(present.childId);
    const after = await stats();
    expect(after.totalChildren).toBe(before.totalChildren - 1);
    expect(after.presentToday).toBe(before.presentToday - 1);
  });

  it("uses the centre's today, not the server's UTC date", async () => {
    // 03:00 UTC on the 19th is still 22:00 on the 18th in New York.
    // (A session started at 10:00 has ended by then: sign in at the moved time.)
    t.clock.set(new Date('2026-11-19T03:00:00Z'));
    try {
      const late = await t.login(demo.director);
      expect((await get('/api/dashboard/stats', late)).json().date).toBe('2026-11-18');
      t.clock.set(new Date('2026-11-19T05:30:00Z'));
      const nextDay = (await get('/api/dashboard/stats', await t.login(demo.director))).json();
      expect(nextDay.date).toBe('2026-11-19');
      expect(nextDay.presentToday).toBe(0);
    } finally {
      t.clock.set(testNow);
      director = await t.login(demo.director);
    }
  });

  it('is for the staff portal only', async () => {
    expect((await get('/api/dashboard/stats', '')).statusCode).toBe(401);
    expect((await get('/api/dashboard/stats', await t.login(demo.parent))).statusCode).toBe(403);
    expect((await get('/api/dashboard/stats', await t.login(demo.teacher))).statusCode).toBe(200);
  });
});

describe('GET /api/dashboard/ratios', () => {
  it('lists every room in order with children in the building and staff on duty there', async () => {
    const body = await ratios();
    expect(body.map((r: { room: string }) => r.room)).toEqual([
      'Infant Room',
      'Toddler Room',
      'Preschool Room',
      'Pre-K Room',
    ]);
    const open = (await todaysRecords()).filter((a) => a.checkInAt && !a.checkOutAt);
    // Every toddler checked in and not out, including the one removed above: a child in the
    // building needs care whatever their enrolment says.
    const toddlers = (
      await t.database.db
        .select({ id: children.id })
        .from(children)
        .innerJoin(rooms, eq(rooms.id, children.roomId))
        .where(eq(rooms.name, 'Toddler Room'))
    ).map((c) => c.id);
    expect(await ratioOf('Toddler Room')).toMatchObject({
      childrenPresent: open.filter((a) => toddlers.includes(a.childId)).length,
      staffOnDuty: 1, // Tom Alvarez; Ryan O'Connor is off duty
      childrenPerStaff: 6,
    });
    for (const r of body) {
      expect(r.staffRequired).toBe(Math.ceil(r.childrenPresent / r.childrenPerStaff));
      expect(r.outOfRatio).toBe(r.childrenPresent > 0 && r.staffOnDuty < r.staffRequired);
    }
  });

  it('flags a room when staff on duty are fewer than its children need', async () => {
    const infants = await activeChildIds('Infant Room');
    expect(infants).toHaveLength(8);
    await checkIn(infants);
    expect(await ratioOf('Infant Room')).toMatchObject({
      childrenPresent: 8,
      staffOnDuty: 1, // Maria Gonzalez
      childrenPerStaff: 4,
      staffRequired: 2,
      outOfRatio: true,
    });

    await setDuty('Keisha', true);
    expect(await ratioOf('Infant Room')).toMatchObject({ staffOnDuty: 2, outOfRatio: false });

    await setDuty('Keisha', false);
    await checkOut(infants.slice(0, 4));
    expect(await ratioOf('Infant Room')).toMatchObject({
      childrenPresent: 4,
      staffRequired: 1,
      outOfRatio: false,
    });
  });

  it('counts on-duty staff placed in the room, and never removed staff', async () => {
    await setDuty('Keisha', true);
    expect((await ratioOf('Infant Room')).staffOnDuty).toBe(2);
    await t.database.db
      .update(staff)
      .set({ removedAt: t.clock.now() })
      .where(eq(staff.firstName, 'Keisha'));
    expect((await ratioOf('Infant Room')).staffOnDuty).toBe(1);
  });

  it('never flags a room without children, even with nobody on duty', async () => {
    const preK = await activeChildIds('Pre-K Room');
    await checkOut(preK);
    await setDuty('Aisha', false);
    expect(await ratioOf('Pre-K Room')).toMatchObject({
      childrenPresent: 0,
      staffOnDuty: 0,
      staffRequired: 0,
      outOfRatio: false,
    });
    await checkIn([preK[0]!]);
    expect(await ratioOf('Pre-K Room')).toMatchObject({
      childrenPresent: 1,
      staffRequired: 1,
      outOfRatio: true,
    });
  });

  it("follows a room's ratio when a director changes it", async () => {
    const before = await ratioOf('Toddler Room');
    const res = await t.request({
      method: 'PUT',
      url: `/api/rooms/${before.roomId}`,
      cookie: director,
      payload: { childrenPerStaff: 1 },
    });
    expect(res.statusCode).toBe(200);
    const after = await ratioOf('Toddler Room');
    expect(after.childrenPerStaff).toBe(1);
    expect(after.staffRequired).toBe(after.childrenPresent);
    expect(after.outOfRatio).toBe(after.childrenPresent > after.staffOnDuty);
  });

  it('is for the staff portal only', async () => {
    expect((await get('/api/dashboard/ratios', '')).statusCode).toBe(401);
    expect((await get('/api/dashboard/ratios', await t.login(demo.parent2))).statusCode).toBe(403);
    expect((await get('/api/dashboard/ratios', await t.login(demo.teacher))).statusCode).toBe(200);
  });
});

describe('an empty centre', () => {
  it('says 0 for everything, never a made-up fallback', async () => {
    await t.database.db.update(children).set({ removedAt: t.clock.now() });
    await t.database.db.update(staff).set({ isOnDuty: false });
    await t.database.db.update(incidents).set({ parentNotified: true });
    expect(await stats()).toEqual({
      totalChildren: 0,
      presentToday: 0,
      attendanceRate: 0,
      staffOnDuty: 0,
      pendingReports: 0,
      date: today,
    });
  });
});
