import { and, asc, desc, eq, gt, lte, max } from 'drizzle-orm';
import type { BillingCycle } from '../../../../contract/enums.ts';
import type { PlanResponse } from '../../../../contract/billing-views.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  billingAccountPlans,
  billingInvoices,
  billingPlanPrices,
  billingPlans,
} from '../../../db/schema/index.ts';
import { addDays } from '../../../lib/clock.ts';
import { nextPeriod, periodOf } from '../periods.ts';

/** Spec section 9: the weekly plan, 350 USD per child and week; the 150 USD registration fee. */
export const defaultPlan = {
  name: 'Weekly Plan',
  cycle: 'weekly' as const,
  amountCents: 35000,
  registrationFeeCents: 15000,
};

/**
 * Every centre starts with the spec's weekly plan as its default (decision 034); run at every
 * start. The partial unique index on `is_default` makes two processes starting at once add it
 * once; a director's prices and plans are never touched.
 */
export async function ensureDefaultPlan(db: DbOrTx, at: Date): Promise<void> {
  const [any] = await db.select({ id: billingPlans.id }).from(billingPlans).limit(1);
  if (any) return;
  const [plan] = await db
    .insert(billingPlans)
    .values({ name: defaultPlan.name, cycle: defaultPlan.cycle, isDefault: true, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: billingPlans.id });
  if (!plan) return;
  await db.insert(billingPlanPrices).values({
    planId: plan.id,
    amountCents: defaultPlan.amountCents,
    registrationFeeCents: defaultPlan.registrationFeeCents,
    // In force for any period a centre could bill.
    effectiveFrom: '2000-01-01',
    createdAt: at,
  });
}

export async function defaultPlanId(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: billingPlans.id })
    .from(billingPlans)
    .where(and(eq(billingPlans.isDefault, true), eq(billingPlans.isActive, true)));
  return row?.id ?? null;
}

/** The default plan's price and fee today (for a family with no billing record yet). */
export async function defaultPlanPrice(db: DbOrTx, today: string) {
  const plan = (await listPlans(db, today)).find((p) => p.isDefault);
  return {
    planPriceCents: plan?.amountCents ?? 0,
    registrationFeeCents: plan?.registrationFeeCents ?? 0,
  };
}

/** A new plan, not the default; its price is set apart (setPlanPrice). Returns its id. */
export async function insertPlan(
  db: DbOrTx,
  plan: { name: string; cycle: BillingCycle },
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(billingPlans)
    .values({ name: plan.name, cycle: plan.cycle, createdAt: at })
    .returning({ id: billingPlans.id });
  return row!.id;
}

/** A plan's name and whether it is offered. */
export async function updatePlanRow(
  db: DbOrTx,
  id: number,
  change: { name: string; isActive: boolean },
) {
  await db.update(billingPlans).set(change).where(eq(billingPlans.id, id));
}

export async function findPlan(db: DbOrTx, id: number) {
  const [row] = await db.select().from(billingPlans).where(eq(billingPlans.id, id));
  return row;
}

/** Every plan with its price today and any announced change, default first. */
export async function listPlans(db: DbOrTx, today: string): Promise<PlanResponse[]> {
  const plans = await db
    .select()
    .from(billingPlans)
    .orderBy(desc(billingPlans.isDefault), asc(billingPlans.id));
  const prices = await db
    .select()
    .from(billingPlanPrices)
    .orderBy(asc(billingPlanPrices.effectiveFrom));
  return plans.map((plan) => {
    const own = prices.filter((p) => p.planId === plan.id);
    const current = own.filter((p) => p.effectiveFrom <= today).pop() ?? own[0];
    const next = own.find((p) => p.effectiveFrom > today) ?? null;
    return {
      id: plan.id,
      name: plan.name,
      cycle: plan.cycle,
      isDefault: plan.isDefault,
      isActive: plan.isActive,
      amountCents: current?.amountCents ?? 0,
      registrationFeeCents: current?.registrationFeeCents ?? 0,
      nextPrice: next && {
        amountCents: next.amountCents,
        registrationFeeCents: next.registrationFeeCents,
        effectiveFrom: next.effectiveFrom,
      },
    };
  });
}

/**
 * A plan's price from `from` on (a new plan: from its current period; a change: from the
 * plan's next period). A second change for the same day replaces the first, which no period
 * has been charged at yet.
 */
export async function setPlanPrice(
  db: DbOrTx,
  price: { planId: number; amountCents: number; registrationFeeCents: number; from: string },
  by: number | null,
  at: Date,
) {
  await db
    .insert(billingPlanPrices)
    .values({
      planId: price.planId,
      amountCents: price.amountCents,
      registrationFeeCents: price.registrationFeeCents,
      effectiveFrom: price.from,
      createdBy: by,
      createdAt: at,
    })
    .onConflictDoUpdate({
      target: [billingPlanPrices.planId, billingPlanPrices.effectiveFrom],
      set: {
        amountCents: price.amountCents,
        registrationFeeCents: price.registrationFeeCents,
        createdBy: by,
        createdAt: at,
      },
    });
}

/** When a price change made today starts: the plan's next period. */
export const nextPriceDate = (cycle: BillingCycle, today: string) =>
  nextPeriod(periodOf(cycle, today)).start;

/** The plan an account is on on `day` (null: none chosen yet). */
export async function accountPlanOn(db: DbOrTx, accountId: number, day: string) {
  const [row] = await db
    .select({
      planId: billingAccountPlans.planId,
      effectiveFrom: billingAccountPlans.effectiveFrom,
      name: billingPlans.name,
      cycle: billingPlans.cycle,
    })
    .from(billingAccountPlans)
    .innerJoin(billingPlans, eq(billingPlans.id, billingAccountPlans.planId))
    .where(
      and(
        eq(billingAccountPlans.accountId, accountId),
        lte(billingAccountPlans.effectiveFrom, day),
      ),
    )
    .orderBy(desc(billingAccountPlans.effectiveFrom))
    .limit(1);
  return row ?? null;
}

/**
 * Puts an account on a plan from `from` on. Changes scheduled after today are replaced (a
 * schedule is a setting, not money: nothing has been charged by it yet).
 */
export async function scheduleAccountPlan(
  db: DbOrTx,
  change: { accountId: number; planId: number; from: string; today: string },
  by: number | null,
  at: Date,
) {
  await db
    .delete(billingAccountPlans)
    .where(
      and(
        eq(billingAccountPlans.accountId, change.accountId),
        gt(billingAccountPlans.effectiveFrom, change.today),
      ),
    );
  await db
    .insert(billingAccountPlans)
    .values({
      accountId: change.accountId,
      planId: change.planId,
      effectiveFrom: change.from,
      createdBy: by,
      createdAt: at,
    })
    .onConflictDoUpdate({
      target: [billingAccountPlans.accountId, billingAccountPlans.effectiveFrom],
      set: { planId: change.planId, createdBy: by, createdAt: at },
    });
}

/**
 * When a plan chosen today starts for an account (decision 034): when its current plan's
 * period ends, so no day is billed twice or not at all; with no plan yet, from the start of
 * the new plan's current period (the children are already here).
 */
export async function planChangeDate(
  db: DbOrTx,
  accountId: number,
  newCycle: BillingCycle,
  today: string,
): Promise<string> {
  const current = await accountPlanOn(db, accountId, today);
  if (!current) return periodOf(newCycle, today).start;
  // A period invoiced ahead (next week's, say) is kept: the new plan starts after it.
  const [invoiced] = await db
    .select({ end: max(billingInvoices.periodEnd) })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.accountId, accountId), eq(billingInvoices.cycle, current.cycle)));
  const next = nextPeriod(periodOf(current.cycle, today)).start;
  return invoiced?.end && addDays(invoiced.end, 1) > next ? addDays(invoiced.end, 1) : next;
}
