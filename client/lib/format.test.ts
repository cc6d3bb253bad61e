import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatCents, fullName, humanize } from './format.ts';

describe('formatting for people', () => {
  it('shows a calendar date as the day it says, in each style', () => {
    expect(formatCalendarDay('2026-11-18')).toBe('Nov 18, 2026');
    expect(formatCalendarDay('2026-11-18', 'long')).toBe('November 18, 2026');
    expect(formatCalendarDay('2026-11-20', 'weekday')).toBe('Fri, Nov 20');
    expect(formatCalendarDay('not a date')).toBe('not a date');
  });

  it('shows cents as dollars, stored words as labels, and a person by name', () => {
    expect(formatCents(35000)).toBe('$350.00');
    expect(humanize('past_due')).toBe('Past due');
    expect(fullName({ firstName: 'Emma', lastName: 'Johnson' })).toBe('Emma Johnson');
  });
});
