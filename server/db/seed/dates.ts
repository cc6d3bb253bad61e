/** Calendar arithmetic on 'YYYY-MM-DD' strings and local-time → instant conversion. */
import { addDays } from '../../lib/clock.ts';

const parseDate = (date: string): number => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

export { addDays };

/** 0 = Sunday … 6 = Saturday; a calendar date has the same weekday in every zone. */
export const weekday = (date: string): number => new Date(parseDate(date)).getUTCDay();

export const isWeekday = (date: string): boolean => weekday(date) >= 1 && weekday(date) <= 5;

/** The first date strictly after `date` that falls on the given weekday. */
export function nextWeekday(date: string, day: number): string {
  const ahead = (day - weekday(date) + 7) % 7 || 7;
  return addDays(date, ahead);
}

export const minutesToHhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const hhmmToMinutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

// Zone offset (local minus UTC, ms) at an instant, read back through Intl.
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `minutes` after midnight.
 * The offset is taken once at the naive guess and re-checked at the result, so a DST change
 * between the two (e.g. 08:00 on a spring-forward Sunday) still lands on the right hour.
 * Times inside the skipped hour do not exist; the centre's hours never fall there.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const naive = parseDate(date) + minutes * 60_000;
  const first = naive - zoneOffset(naive, timeZone);
  const second = naive - zoneOffset(first, timeZone);
  return new Date(second);
}
