import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rooms } from '../../db/schema/index.ts';
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
    expect(res.json().map(({ id: _id, ...room }: { id: number }) => room)).toEqual([
      {
        name: 'Infant Room',
        shortName: 'Infant',
        filterKey: 'infants',
        childrenPerStaff: 4,
        sortOrder: 1,
      },
      {
        name: 'Toddler Room',
        shortName: 'Toddler',
        filterKey: 'toddlers',
        childrenPerStaff: 6,
        sortOrder: 2,
      },
      {
        name: 'Preschool Room',
        shortName: 'Preschool',
        filterKey: 'preschool',
        childrenPerStaff: 10,
        sortOrder: 3,
      },
      {
        name: 'Pre-K Room',
        shortName: 'Pre-K',
        filterKey: 'pre-k',
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
