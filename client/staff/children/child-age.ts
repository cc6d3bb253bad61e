import { t } from '../../i18n/i18n.ts';
import { formatCalendarDay } from '../../lib/format.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from a YYYY-MM-DD birth date to `today` (the viewer's calendar day). */
export function ageInDays(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const birth = Date.UTC(y, m - 1, d);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, Math.floor((now - birth) / dayMs));
}

/**
 * Spec section 9: 365-day years; a child under one year shows their age in months
 * (a month being a twelfth of those 365 days). In the reader's language: a component
 * showing it calls `useT`, so it renders again when the language changes.
 */
export function formatAge(dateOfBirth: string, today: Date = new Date()): string {
  const days = ageInDays(dateOfBirth, today);
  const years = Math.floor(days / 365);
  if (years >= 1) return t('children.ageYears', { count: years });
  return t('children.ageMonths', { count: Math.floor(days / (365 / 12)) });
}

/** '2024-05-10' → '05/10/2024' in the reader's date format, read as a calendar day. */
export const formatBirthDate = (dateOfBirth: string): string => formatCalendarDay(dateOfBirth);
