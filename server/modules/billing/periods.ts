import type { BillingCycle } from '../../../contract/enums.ts';
import { addDays } from '../../lib/clock.ts';

/**
 * Billing periods on the centre's calendar (decision 034): a week runs Monday to Sunday, a
 * month from its first day to its last. Days are YYYY-MM-DD; no clock is read here.
 */
export type Period = { cycle: BillingCycle; start: string; end: string };

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The period of `cycle` that holds `day`. */
export function periodOf(cycle: BillingCycle, day: string): Period {
  if (cycle === 'weekly') {
    const start = addDays(day, -((weekday(day) + 6) % 7));
    return { cycle, start, end: addDays(start, 6) };
  }
  const start = `${day.slice(0, 8)}01`;
  const [y, m] = start.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { cycle, start, end };
}

/** The period after `period`. */
export const nextPeriod = (period: Period): Period =>
  periodOf(period.cycle, addDays(period.end, 1));

/** Days from `from` to `to`, both counted (0 when `to` is before `from`). */
export function daysIn(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}

/** The later and the earlier of two days. */
export const later = (a: string, b: string) => (a > b ? a : b);
export const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * An invoice's number: the period and the payer, so it is the same however often invoicing
 * runs ('W20261116-0012': the week of 16 November 2026, payer 12).
 */
export const invoiceNumber = (period: Period, payerId: number) =>
  `${period.cycle === 'weekly' ? 'W' : 'M'}${period.start.replaceAll('-', '')}-${String(payerId).padStart(4, '0')}`;
