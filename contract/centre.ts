import { clockTime } from './common.ts';
import { z } from './zod.ts';

/** GET /api/centre: what every page may show before anyone signs in. */
export const centreInfoResponse = z.object({
  name: z.string(),
  /** The IANA zone the centre's days and recorded HH:MM times are in (shown converted). */
  timeZone: z.string(),
  /**
   * Demo accounts with the published password exist: every page of both portals says
   * "Demo centre" so nobody mistakes it for a real one, or enters real children's details.
   */
  demo: z.boolean(),
});
export type CentreInfoResponse = z.infer<typeof centreInfoResponse>;

export const centreHoursOrder = 'errors.centreHoursOrder';

/**
 * The centre's opening hours (HH:MM on its clock), which directors set: the parent dashboard
 * shows them, and parents watch classroom cameras only within them.
 */
export const centreHours = z
  .object({ openingTime: clockTime, closingTime: clockTime })
  .refine((h) => h.openingTime < h.closingTime, {
    error: centreHoursOrder,
    path: ['closingTime'],
  });
export type CentreHours = z.infer<typeof centreHours>;
