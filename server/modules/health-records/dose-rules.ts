import { doseWindowMinutes } from '../../../contract/health-records.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { MessageParams } from '../../lib/i18n.ts';
import type { MedicationRow } from './medication-queries.ts';

/** Minutes since midnight of 'HH:MM'. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The set time a dose at `time` belongs to: the nearest one within the window, if any. */
export function slotOf(times: string[], time: string): string | undefined {
  const at = minutesOf(time);
  let best: { slot: string; gap: number } | undefined;
  for (const slot of times) {
    const gap = Math.abs(minutesOf(slot) - at);
    if (gap <= doseWindowMinutes && (!best || gap < best.gap)) best = { slot, gap };
  }
  return best?.slot;
}

export type DoseCheck = {
  medication: MedicationRow;
  /** The centre's day and time now. */
  today: string;
  now: string;
  /** The dose's day and time, and its amount. */
  date: string;
  time: string;
  amount: number;
  /** The day's entries that count (neither corrected nor "not given"), the corrected one left out. */
  given: { time: string; amount: number }[];
};

const refuse = (code: string, params?: MessageParams) =>
  new HttpError(409, code, undefined, params);

/**
 * Whether a dose is inside its authorisation (decision 066); throws the 409 that says why
 * not. The authorisation must be accepted, the day within its dates, the time not later than
 * now, the amount at most the authorised dose; set times: within the window of a time whose
 * dose is not logged yet; as needed: under the day's most and the minimum hours apart.
 */
export function checkDose(check: DoseCheck): void {
  const { medication: m, date, time, amount } = check;
  if (!m.acceptedAt) throw refuse('errors.medicationNotAccepted');
  if (date < m.startDate) throw refuse('errors.doseBeforeStart', { date: m.startDate });
  if (date > m.endDate) throw refuse('errors.doseAfterEnd', { date: m.endDate });
  if (date === check.today && minutesOf(time) > minutesOf(check.now))
    throw refuse('errors.doseInFuture');
  if (amount > m.doseAmount + 1e-9)
    throw refuse('errors.doseMoreThanAuthorised', { amount: m.doseAmount, unit: m.doseUnit });
  if (m.schedule === 'times') {
    const slot = slotOf(m.times, time);
    if (!slot)
      throw refuse('errors.doseOutsideWindow', {
        times: m.times.join(', '),
        minutes: doseWindowMinutes,
      });
    if (check.given.some((dose) => slotOf(m.times, dose.time) === slot))
      throw refuse('errors.doseAlreadyGiven', { time: slot });
    return;
  }
  if (check.given.length >= m.maxDosesPerDay)
    throw refuse('errors.doseDailyLimit', { count: m.maxDosesPerDay });
  if (m.minHoursBetween) {
    const gap = m.minHoursBetween * 60;
    const tooClose = check.given.find(
      (dose) => Math.abs(minutesOf(dose.time) - minutesOf(time)) < gap,
    );
    if (tooClose)
      throw refuse('errors.doseTooSoon', { hours: m.minHoursBetween, time: tooClose.time });
  }
}
