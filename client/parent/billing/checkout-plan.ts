/** The plans a checkout can be for (spec: "checkout (with a plan type, monthly by default)"). */
export type CheckoutPlan = 'weekly' | 'monthly';

/** ?plan= as the checkout reads it: monthly unless weekly is asked for. */
export function checkoutPlan(value: string | null): CheckoutPlan {
  return value === 'weekly' ? 'weekly' : 'monthly';
}

/**
 * The dashboard's search for the checkout view of a plan: the other parameters (the chosen
 * child) are kept, the billing view's tab is not.
 */
export function checkoutSearch(current: URLSearchParams, plan: CheckoutPlan): string {
  const next = new URLSearchParams(current);
  next.set('view', 'checkout');
  next.set('plan', plan);
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
