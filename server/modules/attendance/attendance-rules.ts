import { localDate } from '../../lib/clock.ts';
import { badRequest } from '../../lib/http-errors.ts';

/**
 * A check-in after this time on the centre's clock is 'late'. The demo data and the
 * prototype's attendance use the same line; the settings table has no column for it yet,
 * so a centre that needs another threshold needs a migration (docs/decisions).
 */
export const lateAfter = '09:00';

/** 'present' up to and including 09:00, 'late' from 09:01 (HH:MM compares as text). */
export const checkInStatus = (time: string): 'present' | 'late' =>
  time > lateAfter ? 'late' : 'present';

// Catalogue ids (locales/…/errors.json), said with the child's `name` or the centre's `today`.
export const alreadyCheckedIn = 'errors.alreadyCheckedIn';
export const notCheckedIn = 'errors.notCheckedIn';
export const alreadyCheckedOut = 'errors.alreadyCheckedOut';
export const onlyToday = 'errors.onlyToday';
export const happenedOutOfRange = 'errors.happenedOutOfRange';
export const checkOutBeforeCheckIn = 'errors.checkOutBeforeCheckIn';

/** How far back a queued action may say it happened, and how far ahead a device's clock may be. */
const queuedForAtMostMs = 12 * 60 * 60_000;
const clockSkewMs = 2 * 60_000;

/**
 * The moment a check-in or check-out happened: now, or the earlier moment a device that was
 * offline says (decision 028). It must be today on the centre's clock, at most 12 hours
 * back, and not ahead of the server by more than a clock's drift (counted as now).
 */
export function happenedAt(
  sent: string | undefined,
  now: { at: Date; today: string; timeZone: string },
): Date {
  if (sent === undefined) return now.at;
  const at = new Date(sent);
  const early = at.getTime() < now.at.getTime() - queuedForAtMostMs;
  const ahead = at.getTime() > now.at.getTime() + clockSkewMs;
  if (early || ahead || localDate(at, now.timeZone) !== now.today) {
    throw badRequest(happenedOutOfRange, { happenedAt: happenedOutOfRange });
  }
  return at > now.at ? now.at : at;
}
