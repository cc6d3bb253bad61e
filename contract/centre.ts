import { clockTime, lineText } from './common.ts';
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
  /** The centre's public website, http(s), or '' when it has none: 'Back to Main Page'. */
  websiteUrl: z.string(),
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

export const centreWebsiteInvalid = 'errors.centreWebsiteInvalid';
export const centreWebsiteTooLong = 'errors.centreWebsiteTooLong';

/**
 * The centre's public website as directors type it: a whole http:// or https:// address
 * (no other scheme, no sign-in details, no spaces), at most 300 characters, or '' for none.
 * Pages put it in a link's href, so nothing else may pass (javascript:, data:, //host).
 */
export const centreWebsiteUrl = lineText(centreWebsiteInvalid)
  .max(300, { error: centreWebsiteTooLong })
  .refine((v) => v === '' || isPublicWebAddress(v), { error: centreWebsiteInvalid });

function isPublicWebAddress(value: string): boolean {
  // The URL parser drops tabs and line breaks inside an address; such a text is refused.
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** PUT /api/centre/website: directors set the public website, or clear it with ''. */
export const centreWebsite = z.object({ websiteUrl: centreWebsiteUrl });
export type CentreWebsite = z.infer<typeof centreWebsite>;
