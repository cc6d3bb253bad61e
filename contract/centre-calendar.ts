import { isoDate, lineText } from './common.ts';
import { z } from './zod.ts';

/*
 * The centre's open days and closures (decision 073): which calendar days children are
 * expected. Days are calendar days on the centre's clock (YYYY-MM-DD), as every date-only
 * value; weekdays are ISO numbers, 1 Monday … 7 Sunday.
 */

export const openDaysMessages = {
  none: 'errors.openDaysNone',
  closureNameRequired: 'errors.closureNameRequired',
  closureNameTooLong: 'errors.closureNameTooLong',
  closureEndBeforeStart: 'errors.closureEndBeforeStart',
  closureOverlaps: 'errors.closureOverlaps',
  closurePast: 'errors.closurePast',
} as const;
const m = openDaysMessages;

/** Monday first, as the Settings card lists them. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const isoWeekday = z.number().int().min(1).max(7);

/** PUT /api/centre/open-days: the weekdays the centre opens, at least one, each once. */
export const openDays = z.object({
  openWeekdays: z
    .array(isoWeekday)
    .min(1, { error: m.none })
    .max(7)
    .refine((days) => new Set(days).size === days.length, { error: m.none })
    // Sorted, so the stored value and the audit row read Monday first.
    .transform((days) => [...days].sort((a, b) => a - b)),
});
export type OpenDays = z.input<typeof openDays>;
/** The open weekdays as saved: Monday first. */
export const openDaysResponse = z.object({ openWeekdays: z.array(isoWeekday) });

/** POST /api/centre/closures: one day (end = start) or a range, both ends included. */
export const newClosure = z
  .object({
    name: lineText(m.closureNameRequired)
      .min(1, { error: m.closureNameRequired })
      .max(80, { error: m.closureNameTooLong }),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((c) => c.endDate >= c.startDate, { error: m.closureEndBeforeStart, path: ['endDate'] });
export type NewClosure = z.input<typeof newClosure>;

export const closure = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: isoDate,
  endDate: isoDate,
});
export type Closure = z.infer<typeof closure>;

/**
 * GET /api/centre/calendar (staff and parents): the open weekdays and the closures not over
 * yet (ending today or later), soonest first. GET /api/centre/closures (directors): every
 * closure, past ones too, soonest first.
 */
export const centreCalendar = z.object({
  /** The centre's today: which closures are past. */
  today: isoDate,
  openWeekdays: z.array(isoWeekday),
  closures: z.array(closure),
});
export type CentreCalendar = z.infer<typeof centreCalendar>;
