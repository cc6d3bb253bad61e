import type { MyBillingResponse, OfferedPlan } from '../../../contract/billing-views.ts';
import type { BillingCycle } from '../../../contract/enums.ts';

/**
 * The plan a checkout is for: a plan of the centre by its id (what the payment card sends), or
 * a plan type (spec: "checkout (with a plan type, monthly by default)").
 */
export type CheckoutPlan = number | BillingCycle;

/** ?plan= as the checkout reads it: a plan id, 'weekly', or else monthly. */
export function checkoutPlan(value: string | null): CheckoutPlan {
  if (value !== null && /^[1-9]\d{0,8}$/.test(value)) return Number(value);
  return value === 'weekly' ? 'weekly' : 'monthly';
}

/**
 * The centre's plan a checkout shows (decision 044): the plan of that id; for a plan type, the
 * family's own plan if it is of that type, else the centre's default or first of that type.
 * Undefined when the centre offers no such plan.
 */
export function chosenPlan(
  choice: CheckoutPlan,
  mine: Pick<MyBillingResponse, 'plans' | 'payers'>,
): OfferedPlan | undefined {
  if (typeof choice === 'number') return mine.plans.find((p) => p.id === choice);
  const ofCycle = mine.plans.filter((p) => p.cycle === choice);
  const own = new Set(mine.payers.map((p) => p.plan?.planId));
  return ofCycle.find((p) => own.has(p.id)) ?? ofCycle.find((p) => p.isDefault) ?? ofCycle[0];
}

/**
 * The dashboard's search for the checkout view of a plan: the other parameters (the chosen
 * child) are kept, the billing view's tab is not.
 */
export function checkoutSearch(current: URLSearchParams, plan: CheckoutPlan): string {
  const next = new URLSearchParams(current);
  next.set('view', 'checkout');
  next.set('plan', String(plan));
  next.delete('tab');
  return `?${next}`;
}

/** The dashboard's search for the billing view, from the checkout (the plan is dropped). */
export function billingSearch(current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  next.set('view', 'billing');
  next.delete('plan');
  return `?${next}`;
}
