import { hashPassword } from '../../lib/passwords.ts';
import { localDate, localTime } from '../../lib/clock.ts';
import type { Db } from '../client.ts';
import { hasAnyUser } from '../has-any-user.ts';
import type { SeedContext, SeedStep } from './context.ts';
import { addDays, hhmmToMinutes, isWeekday } from './dates.ts';
import { createRng } from './random.ts';
import { seedAttendance } from './seed-attendance.ts';
import { seedDutyPeriods } from './seed-duty.ts';
import { centreTimeZone, seedCentre } from './seed-centre.ts';
import { seedMessages } from './seed-comms.ts';
import { seedExtras } from './seed-extras.ts';
import { seedFamilies } from './seed-families.ts';
import { seedImmunisations } from './seed-immunisations.ts';
import { planIncidents, seedActivities, seedIncidents } from './seed-notes.ts';

export type DemoAccount = {
  portal: 'staff' | 'parent';
  role: 'director' | 'staff' | 'parent';
  email: string;
};

/** The one password of every demo account; printed at start-up, never used outside demo mode. */
export const demoPassword = 'daycare-demo';

const demoAccounts: DemoAccount[] = [
  { portal: 'staff', role: 'director', email: 'director@example.com' },
  { portal: 'staff', role: 'staff', email: 'teacher@example.com' },
  { portal: 'parent', role: 'parent', email: 'parent@example.com' },
  { portal: 'parent', role: 'parent', email: 'parent2@example.com' },
];

// Any fixed value works; changing it changes every generated name, time and absence.
const seed = 20240901;

/**
 * Fills an empty database with a demo centre whose dates are relative to `now`, so the demo
 * always looks current. Does nothing once any user exists: restarts keep their data.
 */
export async function seedDemoIfEmpty(
  db: Db,
  options: {
    now?: Date;
    /** Billing's demo step (modules/billing/demo-billing.ts). */ billing?: SeedStep;
  } = {},
): Promise<{ accounts: DemoAccount[] } | null> {
  if (await hasAnyUser(db)) return null;

  const now = options.now ?? new Date();
  // argon2 costs ~100 ms per hash: hash once and share it across every demo account.
  const passwordHash = await hashPassword(demoPassword);
  const today = localDate(now, centreTimeZone);

  await db.transaction(async (tx) => {
    const ctx: SeedContext = {
      tx,
      rng: createRng(seed),
      now,
      today,
      nowMinutes: hhmmToMinutes(localTime(now, centreTimeZone)),
      timeZone: centreTimeZone,
      passwordHash,
    };
    const centre = await seedCentre(ctx);
    const { families, children } = await seedFamilies(ctx, centre);

    // The last 14 calendar days including today; the centre is open on weekdays only.
    const dates = Array.from({ length: 14 }, (_, k) => addDays(today, k - 13)).filter(isWeekday);
    const incidentPlan = planIncidents(
      ctx,
      children,
      dates.filter((d) => d !== today),
    );
    const visits = await seedAttendance(
      ctx,
      centre,
      children,
      dates,
      new Set(incidentPlan.map((p) => `${p.child.id}|${p.date}`)),
    );
    await seedDutyPeriods(ctx, dates);
    await seedIncidents(ctx, centre, incidentPlan);
    await seedActivities(ctx, centre, visits, dates);
    await seedMessages(ctx, centre, families, children);
    await seedExtras(ctx, centre);
    await seedImmunisations(ctx, centre, children);
    await options.billing?.(ctx, centre);
  });

  return { accounts: demoAccounts.map((a) => ({ ...a })) };
}
