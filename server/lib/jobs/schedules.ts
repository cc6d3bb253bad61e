import { addDays, localDate, localTime } from '../clock.ts';

/**
 * A job that comes back at a wall-clock time of the centre (every day, or one weekday), or
 * every few minutes (a check that keeps something current, e.g. the cameras' health).
 */
export type Schedule =
  | {
      kind: string;
      label: string;
      /** HH:MM on the centre's clock. */
      at: string;
      /** 0 = Sunday … 6 = Saturday; absent: every day. */
      weekday?: number;
    }
  | { kind: string; label: string; everyMinutes: number };

/** The offset of `timeZone` from UTC at `at`, in minutes (New York in winter: -300). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/**
 * The instant a wall-clock time of a day has in `timeZone`. On the day clocks go forward a
 * time that does not exist comes out an hour later; on the day they go back, the first.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const naive = Date.parse(`${day}T${time}:00Z`);
  const first = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  const second = naive - offsetMinutes(new Date(first), timeZone) * 60_000;
  const says = (at: number) =>
    `${localDate(new Date(at), timeZone)} ${localTime(new Date(at), timeZone)}` ===
    `${day} ${time}`;
  if (says(second)) return new Date(second);
  if (says(first)) return new Date(first);
  // The time falls in the hour skipped when clocks go forward: the later guess is past it.
  return new Date(Math.max(first, second));
}

/** The first occurrence of `schedule` after `now`, on the centre's clock. */
export function nextOccurrence(schedule: Schedule, now: Date, timeZone: string): Date {
  if ('everyMinutes' in schedule) {
    // The next multiple of the interval since the epoch: every process agrees on it, so the
    // occurrence's idempotency key makes one job however many processes enqueue it.
    const step = schedule.everyMinutes * 60_000;
    return new Date((Math.floor(now.getTime() / step) + 1) * step);
  }
  let day = localDate(now, timeZone);
  for (let i = 0; i < 8; i++, day = addDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (schedule.weekday !== undefined && weekday !== schedule.weekday) continue;
    const at = zonedInstant(day, schedule.at, timeZone);
    if (at > now) return at;
  }
  throw new Error(`No occurrence of ${schedule.kind} within a week`);
}
