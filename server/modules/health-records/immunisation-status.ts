import {
  dueSoonDays,
  type DoseState,
  type ImmunisationStatus,
  type ScheduleDose,
  type ScheduledDose,
  type Vaccine,
} from '../../../contract/immunisations.ts';
import { addDays, addMonths } from '../../lib/clock.ts';

/** What counts towards the status: verified entries only (decision 066). */
export type Counted = {
  given: { vaccine: Vaccine; doseNumber: number }[];
  /** Exempt vaccines; null is every vaccine. */
  exempt: (Vaccine | null)[];
};

/**
 * Each scheduled dose's state on `today` for a child born on `dateOfBirth`: due on the day
 * the child reaches the dose's age, overdue from the day they reach that age plus the grace
 * (so the last day of the grace is still "due"); due soon in the 30 days before.
 */
export function scheduleFor(
  dateOfBirth: string,
  today: string,
  schedule: ScheduleDose[],
  counted: Counted,
): ScheduledDose[] {
  const given = new Set(counted.given.map((g) => `${g.vaccine}#${g.doseNumber}`));
  const allExempt = counted.exempt.includes(null);
  const doses = schedule.map((dose) => {
    const dueDate = addMonths(dateOfBirth, dose.dueAgeMonths);
    const overdueFrom = addMonths(dateOfBirth, dose.dueAgeMonths + dose.graceMonths);
    let state: DoseState;
    if (given.has(`${dose.vaccine}#${dose.doseNumber}`)) state = 'given';
    else if (allExempt || counted.exempt.includes(dose.vaccine)) state = 'exempt';
    else if (today >= overdueFrom) state = 'overdue';
    else if (today >= dueDate) state = 'due';
    else if (today >= addDays(dueDate, -dueSoonDays)) state = 'dueSoon';
    else state = 'later';
    return { vaccine: dose.vaccine, doseNumber: dose.doseNumber, dueDate, overdueFrom, state };
  });
  return doses.sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.vaccine.localeCompare(b.vaccine) ||
      a.doseNumber - b.doseNumber,
  );
}

/**
 * The child's status, the worst of their doses': overdue; due soon (a dose due now within its
 * grace, or within 30 days); exempt (some dose exempt, nothing due); else up to date.
 */
export function statusOf(doses: ScheduledDose[]): ImmunisationStatus {
  const has = (...states: DoseState[]) => doses.some((d) => states.includes(d.state));
  if (has('overdue')) return 'overdue';
  if (has('due', 'dueSoon')) return 'dueSoon';
  if (has('exempt')) return 'exempt';
  return 'upToDate';
}

/** What is due next: the earliest dose neither given nor exempt. */
export const nextDue = (doses: ScheduledDose[]) =>
  doses.find((d) => d.state !== 'given' && d.state !== 'exempt') ?? null;
