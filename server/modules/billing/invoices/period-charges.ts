import type { ChargeKind } from '../../../../contract/enums.ts';
import type { AccountData, PlanData } from '../billing-data.ts';
import { addDays } from '../../../lib/clock.ts';
import { daysIn, earlier, later, type Period } from '../periods.ts';
import { ofBasisPoints, prorate } from '../shares.ts';

export type PeriodCharge = {
  key: string;
  childId: number;
  childName: string;
  chargeKind: Extract<ChargeKind, 'tuition' | 'registration'>;
  amountCents: number;
};

/** The stretches of `period` an account's plans of the period's cycle cover, and their plans. */
export function coverage(account: Pick<AccountData, 'schedule'>, plans: PlanData, period: Period) {
  const stretches: { planId: number; from: string; to: string }[] = [];
  account.schedule.forEach((change, i) => {
    const plan = plans.plans.get(change.planId);
    if (plan?.cycle !== period.cycle) return;
    const next = account.schedule[i + 1];
    const from = later(change.effectiveFrom, period.start);
    const to = earlier(next ? addDays(next.effectiveFrom, -1) : period.end, period.end);
    if (from <= to) stretches.push({ planId: change.planId, from, to });
  });
  return stretches;
}

/** A plan's price on a day: the latest change not after it. */
export function priceOn(plans: PlanData, planId: number, day: string) {
  let found: PlanData['prices'][number] | undefined;
  for (const price of plans.prices) if (price.planId === planId && price.from <= day) found = price;
  return found;
}

/**
 * What an account owes for a period, child by child (decision 034): each child enrolled on
 * some day of it is charged the plan's price (for the days its plans of this cycle cover, when
 * a plan changes within the period), less the child's discount; and the registration fee
 * with the child's first charged period. A week or month begun is billed whole.
 */
export function periodCharges(
  account: AccountData,
  plans: PlanData,
  period: Period,
): PeriodCharge[] {
  const stretches = coverage(account, plans, period);
  if (stretches.length === 0) return [];
  const periodDays = daysIn(period.start, period.end);
  const charges: PeriodCharge[] = [];
  for (const child of account.children) {
    if (child.enrolledOn === null || child.enrolledOn > period.end) continue;
    if (child.removedOn !== null && child.removedOn < period.start) continue;
    let tuition = 0;
    for (const stretch of stretches) {
      const price = priceOn(plans, stretch.planId, stretch.from);
      if (!price) continue;
      tuition += prorate(price.amountCents, daysIn(stretch.from, stretch.to), periodDays);
    }
    tuition -= ofBasisPoints(tuition, child.discountBasisPoints);
    const base = { childId: child.id, childName: child.name };
    if (tuition > 0)
      charges.push({
        ...base,
        key: `tuition:${child.id}`,
        chargeKind: 'tuition',
        amountCents: tuition,
      });
    if (child.chargeRegistration && !child.registrationCharged) {
      const fee =
        priceOn(plans, stretches[0]!.planId, stretches[0]!.from)?.registrationFeeCents ?? 0;
      if (fee > 0)
        charges.push({
          ...base,
          key: `registration:${child.id}`,
          chargeKind: 'registration',
          amountCents: fee,
        });
    }
  }
  return charges;
}
