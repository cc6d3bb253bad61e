import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, parentAccounts, sessions, users } from '../../db/schema/index.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';

// A parent account after registration (decision 062): staff correct the name and phone,
// directors deactivate and reactivate it.

const t = testApp();
const { cookie } = t;

async function accountOf(email: string) {
  const [row] = await t.database.db
    .select({ id: parentAccounts.id, userId: parentAccounts.userId })
    .from(parentAccounts)
    .where(eq(parentAccounts.email, email));
  return row!;
}

const put = (id: number, payload: object, who = cookie.teacher) =>
  t.request({ method: 'PUT', url: `/api/parent-accounts/${id}`, cookie: who, payload });
const post = (url: string, who: string) => t.request({ method: 'POST', url, cookie: who });
const parentLogin = () =>
  t.request({
    method: 'POST',
    url: '/api/auth/parent/login',
    payload: { email: demo.parent2, password: demo.password, rememberMe: false },
  });

describe("correcting a parent's name and phone", () => {
  it('saves what staff typed, audited with before and after', async () => {
    const { id } = await accountOf(demo.parent);
    const res = await put(id, {
      firstName: 'Priyanka',
      lastName: 'Patel',
      phoneNumber: '(555) 123-9876',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      firstName: 'Priyanka',
      phoneNumber: '(555) 123-9876',
      email: demo.parent,
      isActive: true,
    });
    const listed = (
      await t.request({ method: 'GET', url: '/api/parent-accounts', cookie: cookie.teacher })
    ).json() as { id: number; firstName: string }[];
    expect(listed.find((a) => a.id === id)!.firstName).toBe('Priyanka');
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'parentAccount.update'), eq(auditLog.entityId, String(id))));
    expect(row!.details).toEqual({
      fields: ['firstName', 'phoneNumber'],
      before: { firstName: 'Priya', phoneNumber: expect.any(String) },
      after: { firstName: 'Priyanka', phoneNumber: '(555) 123-9876' },
    });
  });

  it("refuses what the spec's fields refuse, changing nothing", async () => {
    const { id } = await accountOf(demo.parent);
    const res = await put(id, { firstName: '', lastName: 'x'.repeat(101), phoneNumber: '12-34' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 100 characters',
      phoneNumber: 'Phone number must be at least 10 digits',
    });
    const [after] = await t.database.db
      .select({ firstName: parentAccounts.firstName })
      .from(parentAccounts)
      .where(eq(parentAccounts.id, id));
    expect(after!.firstName).toBe('Priyanka');
    const line = await put(id, { firstName: 'A\nB', lastName: 'Patel', phoneNumber: '5551239876' });
    expect(line.statusCode).toBe(400);
  });

  it('is the staff portal’s: parents get 403, an unknown account 404', async () => {
    const { id } = await accountOf(demo.parent2);
    const body = { firstName: 'M', lastName: 'J', phoneNumber: '(555) 000-1111' };
    expect((await put(id, body, cookie.parent)).statusCode).toBe(403);
    expect((await put(id, body, cookie.parent2)).statusCode).toBe(403);
    expect((await put(999999, body)).statusCode).toBe(404);
  });
});

describe('deactivating a parent account', () => {
  it('is for directors only', async () => {
    const { id } = await accountOf(demo.parent2);
    for (const who of [cookie.teacher, cookie.parent, cookie.parent2]) {
      expect((await post(`/api/parent-accounts/${id}/deactivate`, who)).statusCode).toBe(403);
      expect((await post(`/api/parent-accounts/${id}/reactivate`, who)).statusCode).toBe(403);
    }
  });

  it('ends every session at once; sign-in fails until a director reactivates', async () => {
    const { id, userId } = await accountOf(demo.parent2);
    const second = await t.login(demo.parent2);
    const res = await post(`/api/parent-accounts/${id}/deactivate`, cookie.director);
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual(
      [],
    );
    for (const session of [cookie.parent2, second]) {
      const me = await t.request({ method: 'GET', url: '/api/children', cookie: session });
      expect(me.statusCode).toBe(401);
    }
    const refused = await parentLogin();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Please check your credentials and try again.');
    const listed = (
      await t.request({ method: 'GET', url: '/api/parent-accounts', cookie: cookie.director })
    ).json() as { id: number; isActive: boolean }[];
    expect(listed.find((a) => a.id === id)!.isActive).toBe(false);

    const back = await post(`/api/parent-accounts/${id}/reactivate`, cookie.director);
    expect(back.json().isActive).toBe(true);
    expect((await parentLogin()).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.isActive).toBe(true);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['parentAccount.deactivate', 'parentAccount.reactivate']),
    );
  });
});
