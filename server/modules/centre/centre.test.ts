import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const info = async () => (await t.request({ method: 'GET', url: '/api/centre' })).json();

describe('GET /api/centre', () => {
  it('says, to anyone, that a centre with demo accounts is a demo centre, and its time zone', async () => {
    expect(await info()).toEqual({
      name: 'Sunny Days Child Care Centre',
      timeZone: 'America/New_York',
      demo: true,
      websiteUrl: '',
      logo: null,
    });
  });

  it('stops saying so once no demo account can sign in', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.isDemo, true));
    expect((await info()).demo).toBe(false);
  });
});
