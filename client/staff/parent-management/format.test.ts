import { describe, expect, it } from 'vitest';
import { planAmount, planLabel, statusLabel, statusVariant } from './format.ts';

// Billing (issue 13) gives Parent Management monthly plans and overdue payments.
describe('Parent Management’s subscription words', () => {
  it('shows an amount per the plan’s own period', () => {
    expect(planAmount(35_000, 'weekly')).toBe('$350.00/week');
    expect(planAmount(140_000, 'monthly')).toBe('$1,400.00/month');
    // A family with no plan is billed per week.
    expect(planAmount(35_000, 'none')).toBe('$350.00/week');
    expect(planLabel('monthly')).toBe('monthly');
  });

  it('names an overdue payment and colours it as a problem', () => {
    expect(statusLabel('overdue')).toBe('Overdue');
    expect(statusVariant('overdue')).toBe('danger');
  });
});
