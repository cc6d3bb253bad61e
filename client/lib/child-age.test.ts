import { describe, expect, it } from 'vitest';
import { childAge } from './child-age.ts';

describe('childAge', () => {
  it('counts whole 365-day years up to the given day (spec section 9)', () => {
    expect(childAge('2023-11-20', '2026-11-18')).toEqual({ unit: 'years', count: 2 }); // 1094 days
    // 1095 days = 3 × 365: with a leap day inside, a day before the calendar birthday.
    expect(childAge('2023-11-19', '2026-11-18')).toEqual({ unit: 'years', count: 3 });
    expect(childAge('2025-11-18', '2026-11-18')).toEqual({ unit: 'years', count: 1 });
  });

  it('gives months under one year, never 0 years', () => {
    expect(childAge('2026-06-01', '2026-11-18')).toEqual({ unit: 'months', count: 5 });
    expect(childAge('2025-11-19', '2026-11-18')).toEqual({ unit: 'months', count: 11 });
    expect(childAge('2026-11-10', '2026-11-18')).toEqual({ unit: 'months', count: 0 });
  });

  it('reads a date it cannot, or one still to come, as a newborn', () => {
    expect(childAge('not a date', '2026-11-18')).toEqual({ unit: 'months', count: 0 });
    expect(childAge('2026-12-01', '2026-11-18')).toEqual({ unit: 'months', count: 0 });
  });
});
