import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../../db/schema/index.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let t: TestApp;
const cookie: Record<'director' | 'teacher' | 'parent', string> = {
  director: '',
  teacher: '',
  parent: '',
};
beforeAll(async () => {
  t = await startTestApp();
  cookie.director = await t.login(demo.director);
  cookie.teacher = await t.login(demo.teacher);
  cookie.parent = await t.login(demo.parent);
});
afterAll(() => t.close());

type StaffRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isOnDuty: boolean;
};
const list = async (who: string = cookie.director) =>
  (await t.request({ method: 'GET', url: '/api/staff', cookie: who })).json() as StaffRow[];
const idOf = async (firstName: string) => (await list()).find((s) => s.firstName === firstName)!.id;
const add = (payload: object, who: string = cookie.director) =>
  t.request({ method: 'POST', url: '/api/staff', cookie: who, payload });
const put = (id: number, payload: object, who: string = cookie.director) =>
  t.request({ method: 'PUT', url: `/api/staff/${id}`, cookie: who, payload });
const remove = (id: number, who: string = cookie.director) =>
  t.request({ method: 'DELETE', url: `/api/staff/${id}`, cookie: who });
const audits = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

const newcomer = {
  firstName: 'Grace',
  lastName: 'Okafor',
  role: 'Assistant Teacher',
  room: 'Pre-K Room',
  phone: '(555) 301-0001',
  email: 'grace.okafor@sunnydays.example',
};

describe('GET /api/staff', () => {
  it('lists the current staff by last name, then first name', async () => {
    const res = await t.request({ method: 'GET', url: '/api/staff', cookie: cookie.teacher });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as StaffRow[];
    expect(rows.map((s) => s.lastName)).toEqual([
      'Alvarez',
      'Brown',
      'Carter',
      'Chen',
      'Gonzalez',
      'Miller',
      'Nguyen',
      "O'Connor",
      'Rahman',
      'Whitfield',
    ]);
    expect(rows.filter((s) => s.isOnDuty)).toHaveLength(6);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      firstName: 'Tom',
      lastName: 'Alvarez',
      role: 'Lead Teacher',
      room: 'Toddler Room',
      phone: expect.any(String),
      email: demo.teacher,
      isOnDuty: true,
    });
  });

  it('is for the staff portal only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/staff' })).statusCode).toBe(401);
    const parent = await t.request({ method: 'GET', url: '/api/staff', cookie: cookie.parent });
    expect(parent.statusCode).toBe(403);
  });
});

describe('POST /api/staff', () => {
  it('adds a staff member, off duty, and audits it', async () => {
    const res = await add(newcomer);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), ...newcomer, isOnDuty: false });
    expect((await list()).map((s) => s.id)).toContain(created.id);
    expect(await audits('staff.create', created.id)).toHaveLength(1);
  });

  it('stores no room (absent or the form\'s "none") as null', async () => {
    const res = await add({ ...newcomer, email: 'no.room@sunnydays.example', room: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().room).toBeNull();
    const absent = { ...newcomer, email: 'absent.room@sunnydays.example' } as Partial<
      typeof newcomer
    >;
    delete absent.room;
    expect((await add(absent)).json().room).toBeNull();
  });

  it('says which fields are required, in the spec words, and saves nothing', async () => {
    const before = (await list()).length;
    const res = await add({});
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      role: 'Role is required',
      phone: 'Phone number is required',
      email: 'Email is required',
    });
    const blank = await add({ firstName: ' ', lastName: '', role: '', phone: '', email: '' });
    expect(blank.json().fieldErrors.firstName).toBe('First name is required');
    expect(blank.json().fieldErrors.email).toBe('Email is required');
    expect((await list()).length).toBe(before);
  });

  it('checks the e-mail, the phone number and the room', async () => {
    const res = await add({ ...newcomer, email: 'not-an-email', phone: '555-1234', room: 'Attic' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
    });
    // The room is one of the centre's current rooms (the rooms table says which: 060).
    const attic = await add({ ...newcomer, room: 'Attic' });
    expect(attic.statusCode).toBe(400);
    expect(attic.json().fieldErrors).toEqual({ room: 'Please choose a room from the list' });
  });

  it('refuses a second current staff member with the same e-mail', async () => {
    const res = await add({
      ...newcomer,
      firstName: 'Other',
      email: 'Grace.Okafor@sunnydays.example',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Another staff member already uses this email address');
  });

  it('is for directors only', async () => {
    expect((await add(newcomer, cookie.teacher)).statusCode).toBe(403);
    expect((await add(newcomer, cookie.parent)).statusCode).toBe(403);
    const anonymous = await t.request({ method: 'POST', url: '/api/staff', payload: newcomer });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/staff/{id}', () => {
  it('lets a staff member switch their own duty on and off, and audits it', async () => {
    const me = (await list()).find((s) => s.email === demo.teacher)!;
    const own = me.id;
    const flipped = await put(own, { isOnDuty: !me.isOnDuty }, cookie.teacher);
    expect(flipped.statusCode, flipped.body).toBe(200);
    expect(flipped.json()).toMatchObject({ id: own, isOnDuty: !me.isOnDuty });
    const back = await put(own, { isOnDuty: me.isOnDuty }, cookie.teacher);
    expect(back.json().isOnDuty).toBe(me.isOnDuty);
    const rows = await audits('staff.duty', own);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.details).toEqual({ isOnDuty: { from: me.isOnDuty, to: !me.isOnDuty } });
  });

  it('keeps a colleague’s duty switch for directors (issue 35)', async () => {
    const keisha = await idOf('Keisha');
    const refused = await put(keisha, { isOnDuty: true }, cookie.teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'errors.onlyOwnDuty',
      message: "You can switch only your own duty. A director can switch a colleague's.",
    });
    expect((await list()).find((s) => s.id === keisha)!.isOnDuty).toBe(false);
    expect(await audits('staff.duty', keisha)).toHaveLength(0);
    const on = await put(keisha, { isOnDuty: true }, cookie.director);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: keisha, isOnDuty: true });
    expect((await put(keisha, { isOnDuty: false }, cookie.director)).statusCode).toBe(200);
    expect(await audits('staff.duty', keisha)).toHaveLength(2);
  });

  it('lets a director change details, validated like the add form', async () => {
    const ben = await idOf('Ben');
    const res = await put(ben, { role: 'Lead Teacher', room: null, phone: '(555) 999-0000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'Lead Teacher', room: null, phone: '(555) 999-0000' });
    expect(await audits('staff.update', ben)).toHaveLength(1);
    const bad = await put(ben, { firstName: '', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      firstName: 'First name is required',
      email: 'Invalid email address',
    });
    const taken = await put(ben, { email: demo.teacher });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses details from a staff member who is not a director', async () => {
    const ben = await idOf('Ben');
    const res = await put(ben, { isOnDuty: true, role: 'Director' }, cookie.teacher);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only a director can change staff details');
    expect((await list()).find((s) => s.id === ben)!.isOnDuty).toBe(false);
  });

  it('says what is wrong with the body', async () => {
    const ben = await idOf('Ben');
    expect((await put(ben, {})).json()).toMatchObject({ message: 'Nothing to update' });
    const res = await put(ben, { isOnDuty: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ isOnDuty: 'On duty must be true or false' });
  });

  it('answers 404 for an unknown staff member', async () => {
    const res = await put(99999, { isOnDuty: true }, cookie.teacher);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Staff member not found');
  });

  it('is not for parents or anonymous callers', async () => {
    const ben = await idOf('Ben');
    expect((await put(ben, { isOnDuty: true }, cookie.parent)).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'PUT',
      url: `/api/staff/${ben}`,
      payload: { isOnDuty: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/staff/{id}', () => {
  it('removes a staff member from the list, keeps the record, and audits it', async () => {
    const george = await idOf('George');
    await put(george, { isOnDuty: true });
    const res = await remove(george);
    expect(res.statusCode).toBe(204);
    expect((await list()).map((s) => s.id)).not.toContain(george);
    const [kept] = await t.database.db.select().from(staff).where(eq(staff.id, george));
    expect(kept).toMatchObject({ firstName: 'George', isOnDuty: false });
    expect(kept!.removedAt).toBeInstanceOf(Date);
    expect(await audits('staff.remove', george)).toHaveLength(1);
    expect((await remove(george)).statusCode).toBe(404);
    expect((await put(george, { isOnDuty: true })).statusCode).toBe(404);
  });

  it('does not let a director remove their own staff record', async () => {
    const dana = await idOf('Dana');
    const res = await remove(dana);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot remove your own staff record');
  });

  it('answers 404 for an unknown staff member', async () => {
    expect((await remove(99999)).statusCode).toBe(404);
  });

  it('is for directors only', async () => {
    const ryan = await idOf('Ryan');
    expect((await remove(ryan, cookie.teacher)).statusCode).toBe(403);
    expect((await remove(ryan, cookie.parent)).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/staff/${ryan}` })).statusCode).toBe(401);
  });

  it('ends the sign-in of a removed staff member who had one', async () => {
    const tomCookie = await t.login(demo.teacher);
    const tom = await idOf('Tom');
    // Signed in and in use.
    const before = await t.request({ method: 'GET', url: '/api/auth/me', cookie: tomCookie });
    expect(before.statusCode).toBe(200);
    expect((await remove(tom)).statusCode).toBe(204);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: tomCookie });
    expect(me.statusCode).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email: demo.teacher, password: demo.password },
    });
    expect(again.statusCode).toBe(401);
  });
});
