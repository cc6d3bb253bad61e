import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCentreDefaults } from '../../db/centre-defaults.ts';
import { auditLog, childRoomPeriods, children, rooms } from '../../db/schema/index.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let t: TestApp;
let director: string;
let teacher: string;
beforeAll(async () => {
  t = await startTestApp();
  director = await t.login(demo.director);
  teacher = await t.login(demo.teacher);
});
afterAll(() => t.close());

const roomId = async (name: string) =>
  (await t.database.db.select().from(rooms).where(eq(rooms.name, name)))[0]!.id;
const put = (id: number | string, payload: unknown, cookie = director) =>
  t.request({ method: 'PUT', url: `/api/rooms/${id}`, cookie, payload: payload as object });

describe('GET /api/rooms', () => {
  it('lists the rooms in their order with their ratios', async () => {
    const res = await t.request({ method: 'GET', url: '/api/rooms', cookie: teacher });
    expect(res.statusCode).toBe(200);
    expect(res.json().map(({ id: _id, ...room }: { id: number }) => room)).toMatchObject([
      {
        name: 'Infant Room',
        shortName: 'Infant',
        filterKey: 'infants',
        ageFromMonths: 0,
        ageToMonths: 12,
        childCount: expect.any(Number),
        childrenPerStaff: 4,
        sortOrder: 1,
      },
      {
        name: 'Toddler Room',
        shortName: 'Toddler',
        filterKey: 'toddlers',
        ageFromMonths: 12,
        ageToMonths: 36,
        childCount: expect.any(Number),
        childrenPerStaff: 6,
        sortOrder: 2,
      },
      {
        name: 'Preschool Room',
        shortName: 'Preschool',
        filterKey: 'preschool',
        ageFromMonths: 36,
        ageToMonths: 48,
        childCount: expect.any(Number),
        childrenPerStaff: 10,
        sortOrder: 3,
      },
      {
        name: 'Pre-K Room',
        shortName: 'Pre-K',
        filterKey: 'pre-k',
        ageFromMonths: 48,
        ageToMonths: 60,
        childCount: expect.any(Number),
        childrenPerStaff: 10,
        sortOrder: 4,
      },
    ]);
  });

  it('is for the staff portal only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/rooms' })).statusCode).toBe(401);
    const parent = await t.login(demo.parent);
    expect((await t.request({ method: 'GET', url: '/api/rooms', cookie: parent })).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /api/rooms/{id}', () => {
  it("sets the room's ratio and writes who changed it to the audit log", async () => {
    const id = await roomId('Toddler Room');
    const res = await put(id, { childrenPerStaff: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Toddler Room', childrenPerStaff: 5 });

    const listed = await t.request({ method: 'GET', url: '/api/rooms', cookie: teacher });
    expect(listed.json().find((r: { id: number }) => r.id === id).childrenPerStaff).toBe(5);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'room'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'room.ratio.update',
      details: { from: 6, to: 5 },
      at: t.clock.now(),
    });
    expect(entry!.actorUserId).not.toBeNull();
  });

  it.each([
    [{}, 'Children per staff member is required'],
    [{ childrenPerStaff: null }, 'Children per staff member must be a whole number'],
    [{ childrenPerStaff: '4' }, 'Children per staff member must be a whole number'],
    [{ childrenPerStaff: 2.5 }, 'Children per staff member must be a whole number'],
    [{ childrenPerStaff: 0 }, 'Children per staff member must be between 1 and 30'],
    [{ childrenPerStaff: -3 }, 'Children per staff member must be between 1 and 30'],
    [{ childrenPerStaff: 31 }, 'Children per staff member must be between 1 and 30'],
  ])('refuses %j with "%s" and changes nothing', async (payload, message) => {
    const id = await roomId('Infant Room');
    const res = await put(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fieldErrors: { childrenPerStaff: message } });
    expect(res.json().code).toMatch(/^errors\.ratio/);
    const [room] = await t.database.db.select().from(rooms).where(eq(rooms.id, id));
    expect(room!.childrenPerStaff).toBe(4);
  });

  it('accepts the limits 1 and 30', async () => {
    const id = await roomId('Pre-K Room');
    expect((await put(id, { childrenPerStaff: 1 })).json().childrenPerStaff).toBe(1);
    expect((await put(id, { childrenPerStaff: 30 })).json().childrenPerStaff).toBe(30);
  });

  it('answers 404 for a room that does not exist', async () => {
    const res = await put(9999, { childrenPerStaff: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Room not found', code: 'errors.roomNotFound' });
    // Not an id at all: refused before any SQL runs.
    for (const id of ['abc', 99999999999]) {
      expect((await put(id, { childrenPerStaff: 5 })).statusCode).toBe(400);
    }
  });

  it('is for directors only', async () => {
    const id = await roomId('Preschool Room');
    expect((await put(id, { childrenPerStaff: 2 }, '')).statusCode).toBe(401);
    expect((await put(id, { childrenPerStaff: 2 }, teacher)).statusCode).toBe(403);
    expect((await put(id, { childrenPerStaff: 2 }, await t.login(demo.parent))).statusCode).toBe(
      403,
    );
    expect((await put(id, { childrenPerStaff: 2 }, await t.login(demo.parent2))).statusCode).toBe(
      403,
    );
    const [room] = await t.database.db.select().from(rooms).where(eq(rooms.id, id));
    expect(room!.childrenPerStaff).toBe(10);
  });
});

const post = (url: string, payload: unknown, cookie = director) =>
  t.request({ method: 'POST', url, cookie, payload: payload as object });
const listed = async () =>
  (await t.request({ method: 'GET', url: '/api/rooms', cookie: teacher })).json() as {
    id: number;
    name: string;
    filterKey: string;
    sortOrder: number;
    childCount: number;
  }[];
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const garden = { name: 'Garden Room', ageFromMonths: 24, ageToMonths: 60, childrenPerStaff: 8 };

describe('POST /api/rooms', () => {
  it('adds a room after the others, with a filter key of its own, and audits it', async () => {
    const res = await post('/api/rooms', garden);
    expect(res.statusCode).toBe(201);
    const room = res.json();
    expect(room).toMatchObject({ ...garden, filterKey: `room-${room.id}`, childCount: 0 });
    const rooms = await listed();
    expect(rooms.at(-1)!.name).toBe('Garden Room');
    expect(room.sortOrder).toBeGreaterThan(rooms.at(-2)!.sortOrder);
    expect((await lastAudit('room.create'))!.details).toEqual({ after: garden });
  });

  it('takes a name no other room has, letter case ignored (409)', async () => {
    const res = await post('/api/rooms', { ...garden, name: 'garden room' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'A room with this name already exists (archived rooms keep their names)',
      fieldErrors: {
        name: 'A room with this name already exists (archived rooms keep their names)',
      },
    });
  });

  it.each([
    [{ ...garden, name: '' }, 'name', 'Room name is required'],
    [{ ...garden, name: 'x'.repeat(101) }, 'name', 'Room name must be at most 100 characters'],
    [{ ...garden, ageFromMonths: undefined }, 'ageFromMonths', 'Age in months is required'],
    [{ ...garden, ageFromMonths: 1.5 }, 'ageFromMonths', 'Age must be a whole number of months'],
    [{ ...garden, ageToMonths: 145 }, 'ageToMonths', 'Age must be between 0 and 144 months'],
    [
      { ...garden, ageFromMonths: 36, ageToMonths: 36 },
      'ageToMonths',
      'The age range must end after it starts',
    ],
    [
      { ...garden, childrenPerStaff: 0 },
      'childrenPerStaff',
      'Children per staff member must be between 1 and 30',
    ],
  ])('refuses %j on %s with "%s"', async (payload, field, message) => {
    const before = (await listed()).length;
    const res = await post('/api/rooms', {
      ...payload,
      name: payload.name === garden.name ? 'Sky Room' : payload.name,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect((await listed()).length).toBe(before);
  });
});

describe('renaming a room', () => {
  it('changes its name and age range, keeps its filter key, and takes its staff along', async () => {
    const id = await roomId('Garden Room');
    // A staff member placed in the room, on duty: live ratios count them by the room's name.
    const staffRes = await t.request({
      method: 'POST',
      url: '/api/staff',
      cookie: director,
      payload: {
        firstName: 'Ivy',
        lastName: 'Gardner',
        role: 'Teacher',
        room: 'Garden Room',
        phone: '(555) 300-4000',
        email: 'ivy.gardner@example.org',
      },
    });
    expect(staffRes.statusCode).toBe(201);
    const res = await put(id, {
      name: 'Orchard Room',
      ageFromMonths: 30,
      ageToMonths: 60,
      childrenPerStaff: 8,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Orchard Room',
      filterKey: `room-${id}`,
      ageFromMonths: 30,
    });
    const staffList = (
      await t.request({ method: 'GET', url: '/api/staff', cookie: director })
    ).json();
    expect(staffList.find((s: { id: number }) => s.id === staffRes.json().id).room).toBe(
      'Orchard Room',
    );
    expect((await lastAudit('room.update'))!.details).toEqual({
      before: { name: 'Garden Room', ageFromMonths: 24 },
      after: { name: 'Orchard Room', ageFromMonths: 30 },
    });
  });

  it('asks for both ages together, and a name no other room has', async () => {
    const id = await roomId('Orchard Room');
    const half = await put(id, { childrenPerStaff: 8, ageFromMonths: 12 });
    expect(half.statusCode).toBe(400);
    expect(half.json().fieldErrors.ageToMonths).toBe('Age in months is required');
    const taken = await put(id, { childrenPerStaff: 8, name: 'TODDLER ROOM' });
    expect(taken.statusCode).toBe(409);
  });

  it('stays renamed when the server starts again: the defaults are for a centre without rooms', async () => {
    const id = await roomId('Infant Room');
    expect((await put(id, { childrenPerStaff: 4, name: 'Babies' })).statusCode).toBe(200);
    await ensureCentreDefaults(t.database.db);
    const names = (await t.database.db.select({ name: rooms.name }).from(rooms)).map((r) => r.name);
    expect(names).toContain('Babies');
    expect(names).not.toContain('Infant Room');
    expect((await put(id, { childrenPerStaff: 4, name: 'Infant Room' })).statusCode).toBe(200);
  });

  it('places staff only in a current room or a staff area', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/staff',
      cookie: director,
      payload: {
        firstName: 'Noor',
        lastName: 'Kitchen',
        role: 'Cook',
        room: 'Kitchen',
        phone: '(555) 300-4001',
        email: 'noor.kitchen@example.org',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.room).toBe('Please choose a room from the list');
  });
});

describe('PUT /api/rooms/{id}/position', () => {
  it('moves one room, the others keep their order, and audits the move', async () => {
    const before = await listed();
    const moving = before.at(-1)!;
    const res = await t.request({
      method: 'PUT',
      url: `/api/rooms/${moving.id}/position`,
      cookie: director,
      payload: { position: 1 },
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { name: string }[]).map((r) => r.name);
    expect(names).toEqual([moving.name, ...before.slice(0, -1).map((r) => r.name)]);
    expect((await listed()).map((r) => r.name)).toEqual(names);
    expect((await lastAudit('room.move'))!.details).toEqual({
      before: { position: before.length },
      after: { position: 1 },
    });
    // Back to last (a place past the end is the last one).
    const back = await t.request({
      method: 'PUT',
      url: `/api/rooms/${moving.id}/position`,
      cookie: director,
      payload: { position: 99 },
    });
    expect((back.json() as { name: string }[]).map((r) => r.name)).toEqual(
      before.map((r) => r.name),
    );
  });

  it('refuses a position that is not a whole number from 1', async () => {
    const id = await roomId('Infant Room');
    for (const position of [0, 1.5, '2']) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/rooms/${id}/position`,
        cookie: director,
        payload: { position },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The position must be a whole number from 1');
    }
  });
});

describe('POST /api/rooms/{id}/archive', () => {
  it('archives an empty room: it leaves the list, the dashboard and enrolment', async () => {
    const id = await roomId('Orchard Room');
    const res = await post(`/api/rooms/${id}/archive`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, movedChildren: 0 });
    expect((await listed()).map((r) => r.name)).not.toContain('Orchard Room');
    const ratios = await t.request({
      method: 'GET',
      url: '/api/dashboard/ratios',
      cookie: director,
    });
    if (ratios.statusCode === 200)
      expect(JSON.stringify(ratios.json())).not.toContain('Orchard Room');
    const enrol = await t.request({
      method: 'POST',
      url: '/api/children',
      cookie: director,
      payload: {
        firstName: 'Ana',
        lastName: 'Late',
        dateOfBirth: '2024-01-02',
        room: 'Orchard Room',
      },
    });
    expect(enrol.statusCode).toBe(400);
    expect(enrol.json().fieldErrors.room).toBe("Please choose one of the centre's rooms");
    // Its staff member is no longer placed in it.
    const staffList = (
      await t.request({ method: 'GET', url: '/api/staff', cookie: director })
    ).json();
    expect(
      staffList.find((s: { email: string }) => s.email === 'ivy.gardner@example.org').room,
    ).toBeNull();
    // A second archive finds no current room.
    expect((await post(`/api/rooms/${id}/archive`, {})).statusCode).toBe(404);
    // The name stays taken: records made in the room keep it.
    expect((await post('/api/rooms', { ...garden, name: 'Orchard Room' })).statusCode).toBe(409);
  });

  it('refuses a room with children unless told where they go, then moves them from today', async () => {
    const id = await roomId('Pre-K Room');
    const target = await roomId('Preschool Room');
    const inRoom = (
      await t.database.db.select().from(children).where(eq(children.roomId, id))
    ).filter((c) => c.removedAt === null && c.isActive);
    expect(inRoom.length).toBeGreaterThan(0);

    const refused = await post(`/api/rooms/${id}/archive`, {});
    expect(refused.statusCode).toBe(400);
    const count = inRoom.length;
    const message = `${count} ${count === 1 ? 'child is' : 'children are'} in this room: choose the room they move to`;
    expect(refused.json()).toMatchObject({ message, fieldErrors: { moveChildrenTo: message } });

    for (const moveChildrenTo of [id, 999999, 'x']) {
      const bad = await post(`/api/rooms/${id}/archive`, { moveChildrenTo });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors.moveChildrenTo).toBe(
        "Choose another of the centre's current rooms",
      );
    }
    expect((await listed()).map((r) => r.id)).toContain(id);

    const res = await post(`/api/rooms/${id}/archive`, { moveChildrenTo: target });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, movedChildren: count });
    const moved = await t.database.db.select().from(children).where(eq(children.roomId, target));
    for (const child of inRoom) expect(moved.map((c) => c.id)).toContain(child.id);
    const entry = await lastAudit('room.archive');
    expect(entry).toMatchObject({ entityType: 'room', entityId: String(id) });
    expect(entry!.details).toMatchObject({
      before: { archived: false },
      after: { archived: true },
      moveChildrenTo: target,
      childIds: inRoom.map((c) => c.id).sort((a, b) => a - b),
      date: '2026-11-18',
    });
    // Each child's room history moves with them from today (decision 061): the days before
    // stay in the archived room, and each child's record says it moved.
    for (const child of inRoom) {
      const periods = await t.database.db
        .select({ roomId: childRoomPeriods.roomId, from: childRoomPeriods.fromDate })
        .from(childRoomPeriods)
        .where(eq(childRoomPeriods.childId, child.id))
        .orderBy(childRoomPeriods.fromDate);
      expect(periods.at(-1)).toEqual({ roomId: target, from: '2026-11-18' });
      expect(periods.at(-2)?.roomId).toBe(id);
    }
    const childMoves = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'child.move'));
    for (const child of inRoom)
      expect(childMoves.some((m) => m.entityId === String(child.id))).toBe(true);
    // The archived room keeps its name for what was recorded in it.
    const [archived] = await t.database.db.select().from(rooms).where(eq(rooms.id, id));
    expect(archived).toMatchObject({ name: 'Pre-K Room', archivedAt: t.clock.now() });
  });

  it('keeps the centre’s last room', async () => {
    const current = await listed();
    for (const room of current.slice(1))
      await post(`/api/rooms/${room.id}/archive`, { moveChildrenTo: current[0]!.id });
    const res = await post(`/api/rooms/${current[0]!.id}/archive`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The centre's last room cannot be archived");
  });

  it('is for directors only', async () => {
    const [room] = await listed();
    for (const [method, url, payload] of [
      ['POST', '/api/rooms', garden],
      ['PUT', `/api/rooms/${room!.id}/position`, { position: 1 }],
      ['POST', `/api/rooms/${room!.id}/archive`, {}],
    ] as const) {
      const res = await t.request({ method, url, cookie: teacher, payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await listed()).length).toBe(1);
  });
});
