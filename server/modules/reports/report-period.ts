import { maxReportDays, reportErrors, type ReportPeriod } from '../../../contract/reports.ts';
import { addDays } from '../../lib/clock.ts';
import { badRequest } from '../../lib/http-errors.ts';

export type ReportRange = { start: string; end: string };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Days from `start` to `end`, both counted. */
export const daysBetween = (start: string, end: string) => dayNumber(end) - dayNumber(start) + 1;

/**
 * The period's first and last day, as the centre's calendar has them (`today` is its local
 * date): this week runs Monday to Sunday, this month from the 1st to its last day. A custom
 * range needs both days, in order, and at most 366 days (a year, leap or not).
 */
export function resolvePeriod(
  period: ReportPeriod,
  today: string,
  custom: { start?: string; end?: string },
): ReportRange {
  switch (period) {
    case 'today':
      return { start: today, end: today };
    case 'week': {
      // getUTCDay: 0 is Sunday; Monday starts the week.
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      const start = addDays(today, -weekday);
      return { start, end: addDays(start, 6) };
    }
    case 'month': {
      const start = `${today.slice(0, 7)}-01`;
      const nextMonth = addDays(start, 32).slice(0, 7);
      return { start, end: addDays(`${nextMonth}-01`, -1) };
    }
    case 'custom': {
      const { start, end } = custom;
      if (!start)
        throw badRequest(reportErrors.startRequired, { start: reportErrors.startRequired });
      if (!end) throw badRequest(reportErrors.endRequired, { end: reportErrors.endRequired });
      if (start > end)
        throw badRequest(reportErrors.startAfterEnd, { start: reportErrors.startAfterEnd });
      const params = { max: maxReportDays };
      if (daysBetween(start, end) > maxReportDays)
        throw badRequest(
          reportErrors.rangeTooLong,
          { end: { code: reportErrors.rangeTooLong, params } },
          params,
        );
      return { start, end };
    }
  }
}

/** The range cut into windows of at most `days` days, in order (a CSV is read a window at a time). */
export function* dayWindows(range: ReportRange, days: number): Generator<ReportRange> {
  for (let start = range.start; start <= range.end; start = addDays(start, days)) {
    const last = addDays(start, days - 1);
    yield { start, end: last < range.end ? last : range.end };
  }
}
