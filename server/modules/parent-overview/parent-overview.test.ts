import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  parentAccountResponse,
  parentOverviewResponse,
  registrationFeeCents,
} from '../../../contract/parent-overview.ts';
import { centreSettings, events, incidents } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York.
const t = testApp();
const { cookie } = t;

const get = (url: string, who?: keyof typeof cookie) =>
  t.request({ method: 'GET', url, cookie: who && cookie[who] });

describe('GET /api/parent/overview', () => {
  it("gives each parent their own family's figures and the centre's status", async () => {
    const db = t.database.db;
    await db
      .update(centreSettings)
      .set({ statusMessage: 'Open as usual' })
      .where(eq(centreSettings.id, 1));
    await db
      .insert(events)
      .values({ title: 'Pumpkin Parade', date: '2026-11-18', time: '2:00 PM' });

    const one = await get('/api/parent/overview', 'parent');
    expect(one.statusCode).toBe(200);
    const body = one.json();
    expect(parentOverviewResponse.safeParse(body).success).toBe(true);
    expect(body.today).toBe('2026-11-18');
    expect(body.daycare.statusMessage).toBe('Open as usual');
    expect(body.eventsToday.map((e: { title: string }) => e.title)).toContain('Pumpkin Parade');
    expect(body.eventsToday.every((e: { date: string }) => e.date === '2026-11-18')).toBe(true);
    expect(body.stats).toMatchObject({ totalChildren: 2, staffOnDuty: 6, safetyReports: 2 });
    expect(body.stats.attendanceWindowDays).toBe(30);
    expect(body.stats.attendanceRate).toBeGreaterThan(0);
    expect(body.stats.attendanceRate).toBeLessThanOrEqual(100);

    const two = (await get('/api/parent/overview', 'parent2')).json();
    expect(two.stats).toMatchObject({ totalChildren: 1, safetyReports: 1 });
  });

  it("counts only the family's incidents: one about parent 1's child leaves parent 2 unchanged", async () => {
    const before = {
      one: (await get('/api/parent/overview', 'parent')).json().stats.safetyReports,
      two: (await get('/api/parent/overview', 'parent2')).json().stats.safetyReports,
    };
    const aarav = (await get('/api/children', 'parent')).json()[0].id;
    await t.database.db
      .insert(incidents)
      .values({ childId: aarav, date: '2026-11-17', time: '10:00', description: 'Bumped head' });
    expect((await get('/api/parent/overview', 'parent')).json().stats.safetyReports).toBe(
      before.one + 1,
    );
    expect((await get('/api/parent/overview', 'parent2')).json().stats.safetyReports).toBe(
      before.two,
    );
  });

  it('is for parents only: staff 403, anonymous visitors 401', async () => {
    for (const who of ['director', 'teacher'] as const) {
      expect((await get('/api/parent/overview', who)).statusCode).toBe(403);
    }
    expect((await get('/api/parent/overview')).statusCode).toBe(401);
  });
});

describe('GET /api/parent/account', () => {
  it("returns the signed-in parent's own subscription", async () => {
    const res = await get('/api/parent/account', 'parent');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(parentAccountResponse.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      firstName: 'Priya',
      lastName: 'Patel',
      email: 'parent@example.com',
      subscriptionPlan: 'weekly',
      // From billing (decisions 034, 044): what the family is billed a week for its two
      // children (2 × 350.00), not one child's price.
      subscriptionAmountCents: 70000,
      registrationFeeCents,
      subscriptionStatus: 'active',
      nextBillingDate: '2026-11-23',
    });
    const two = (await get('/api/parent/account', 'parent2')).json();
    expect(two).toMatchObject({ firstName: 'Marcus', email: 'parent2@example.com' });
  });

  it('is for parents only: staff 403, anonymous visitors 401', async () => {
    expect((await get('/api/parent/account', 'director')).statusCode).toBe(403);
    expect((await get('/api/parent/account', 'teacher')).statusCode).toBe(403);
    expect((await get('/api/parent/account')).statusCode).toBe(401);
  });
});
