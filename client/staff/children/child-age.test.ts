import { describe, expect, it } from 'vitest';
import { ageInDays, formatAge, formatBirthDate } from './child-age.ts';

const today = new Date(2026, 10, 18); // 18 Nov 2026, the viewer's calendar day

describe('a child’s age on the cards', () => {
  it('is in months under one year', () => {
    expect(formatAge('2026-11-18', today)).toBe('0 months');
    expect(formatAge('2026-10-10', today)).toBe('1 month');
    expect(formatAge('2026-03-01', today)).toBe('8 months');
  });

  it('is in 365-day years from one year', () => {
    expect(formatAge('2025-11-18', today)).toBe('1 year');
    expect(formatAge('2023-05-10', today)).toBe('3 years');
  });

  it('counts whole calendar days, whatever the time of day', () => {
    expect(ageInDays('2026-11-17', new Date(2026, 10, 18, 23, 59))).toBe(1);
    expect(ageInDays('2026-12-01', today)).toBe(0);
  });

  it('shows a birth date as the calendar day it is', () => {
    expect(formatBirthDate('2024-05-10')).toBe('05/10/2024');
  });
});
