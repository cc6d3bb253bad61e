import type { BillingCycle } from '../../../../contract/enums.ts';
import type { PlanResponse } from '../../../../contract/billing-views.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { Principal } from '../../../types.ts';
import { periodOf } from '../periods.ts';
import {
  findPlan,
  insertPlan,
  listPlans,
  nextPriceDate,
  setPlanPrice,
  updatePlanRow,
} from './plans-queries.ts';

/** The centre's clock as a plan change reads it. */
type PlanNow = { at: Date; today: string };
type Price = { amountCents: number; registrationFeeCents: number };

const planNotFound = 'errors.planNotFound';

/** A plan as the list shows it today. */
const planAsListed = async (db: DbOrTx, id: number, today: string): Promise<PlanResponse> =>
  (await listPlans(db, today)).find((p) => p.id === id)!;

/** Adds a plan, priced from its current period (decision 034). */
export async function createPlan(
  tx: DbOrTx,
  principal: Principal,
  plan: Price & { name: string; cycle: BillingCycle },
  now: PlanNow,
): Promise<PlanResponse> {
  const planId = await insertPlan(tx, plan, now.at);
  await setPlanPrice(
    tx,
    { planId, ...plan, from: periodOf(plan.cycle, now.today).start },
    principal.userId,
    now.at,
  );
  return planAsListed(tx, planId, now.today);
}

/**
 * Renames a plan, retires it or brings it back, and changes its price from its next period
 * (a period is charged at the price of its first day). A price the plan already has, or will
 * have, is not set again.
 */
export async function updatePlan(
  tx: DbOrTx,
  principal: Principal,
  id: number,
  change: Price & { name: string; isActive: boolean },
  now: PlanNow,
): Promise<PlanResponse> {
  const plan = await findPlan(tx, id);
  if (!plan) throw notFound(planNotFound);
  const current = await planAsListed(tx, id, now.today);
  const priceChanged =
    change.amountCents !== (current.nextPrice ?? current).amountCents ||
    change.registrationFeeCents !== (current.nextPrice ?? current).registrationFeeCents;
  if (priceChanged)
    await setPlanPrice(
      tx,
      { planId: id, ...change, from: nextPriceDate(plan.cycle, now.today) },
      principal.userId,
      now.at,
    );
  await updatePlanRow(tx, id, {
    name: change.name,
    // The default plan stays offered: retiring it would leave new families without one.
    isActive: plan.isDefault ? true : change.isActive,
  });
  return planAsListed(tx, id, now.today);
}
