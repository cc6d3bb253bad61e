import { formatCalendarDay } from '../../lib/format.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from a YYYY-MM-DD birth date to `today` (the viewer's calendar day). */
export function ageInDays(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const birth = Date.UTC(y, m - 1, d);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, Math.floor((now - birth) / dayMs));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Spec section 9: 365-day years; a child under one year shows their age in months
 * (a month being a twelfth of those 365 days).
 */
export function formatAge(dateOfBirth: string, today: Date = new Date()): string {
  const days = ageInDays(dateOfBirth, today);
  const years = Math.floor(days / 365);
  if (years >= 1) return plural(years, 'year');
  return plural(Math.floor(days / (365 / 12)), 'month');
}

/** '2024-05-10' → 'May 10, 2024', read as a calendar day (no time-zone shift). */
export const formatBirthDate = (dateOfBirth: string): string => formatCalendarDay(dateOfBirth);
