import { clockTime, lineText, timestamp } from './common.ts';
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
  /**
   * The centre's logo: a number that changes with each new logo (GET /api/centre/logo?v=…),
   * or null when it has none (pages show the name alone).
   */
  logo: z.number().int().nullable(),
});
export type CentreInfoResponse = z.infer<typeof centreInfoResponse>;

export const centreHoursOrder = 'errors.centreHoursOrder';
export const absenceAlertOutsideHours = 'errors.absenceAlertOutsideHours';

/**
 * The centre's opening hours (HH:MM on its clock), which directors set: the parent dashboard
 * shows them, and parents watch classroom cameras only within them. With them, the time the
 * unexpected-absence alert is raised (decision 065): within the opening hours, or '' for
 * none; left out of a change, it stays as it was.
 */
export const centreHours = z
  .object({
    openingTime: clockTime,
    closingTime: clockTime,
    absenceAlertTime: z.union([clockTime, z.literal('')]).optional(),
  })
  .refine((h) => h.openingTime < h.closingTime, {
    error: centreHoursOrder,
    path: ['closingTime'],
  })
  .refine((h) => !h.absenceAlertTime || withinHours(h.absenceAlertTime, h), {
    error: absenceAlertOutsideHours,
    path: ['absenceAlertTime'],
  });
/** Whether an alert time falls after opening and before closing. */
export const withinHours = (time: string, h: { openingTime: string; closingTime: string }) =>
  time > h.openingTime && time < h.closingTime;
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

/** The largest logo file accepted (its bytes must be a JPEG, PNG, WebP or GIF image). */
export const centreLogoMaxBytes = 5 * 1024 * 1024;

/** GET /api/centre/logo?v={logo}: the version only makes a new logo a new address. */
export const centreLogoQuery = z.object({ v: lineText().max(20).optional() });

export const centreDetailsMessages = {
  nameRequired: 'errors.centreNameRequired',
  nameTooLong: 'errors.centreNameTooLong',
  addressNotText: 'errors.centreAddressNotText',
  addressTooLong: 'errors.centreAddressTooLong',
  phoneNotText: 'errors.centrePhoneNotText',
  emailNotText: 'errors.centreEmailNotText',
  taxIdNotText: 'errors.centreTaxIdNotText',
  phoneTooShort: 'errors.phoneTooShort',
  phoneTooLong: 'errors.phoneTooLong40',
  emailInvalid: 'errors.invalidEmail',
  emailTooLong: 'errors.keepUnder200',
  taxIdTooLong: 'errors.taxIdTooLong',
} as const;
const m = centreDetailsMessages;

const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;
const emailAddress = z.email();

/**
 * PUT /api/centre: the centre's own details, as directors type them. The name heads the
 * sign-in pages, both portals, every e-mail and every PDF; the address, phone, e-mail and tax
 * id are printed under it on PDFs and in e-mails. Everything but the name may be empty (a
 * field left out is empty: the request says the whole of the details).
 */
export const centreDetails = z.object({
  name: lineText(m.nameRequired)
    .min(1, { error: m.nameRequired })
    .max(120, { error: m.nameTooLong }),
  address: lineText(m.addressNotText).max(300, { error: m.addressTooLong }).default(''),
  phone: lineText(m.phoneNotText)
    .max(40, { error: m.phoneTooLong })
    .refine((v) => v === '' || phoneDigits(v) >= 10, { error: m.phoneTooShort })
    .default(''),
  email: lineText(m.emailNotText)
    .max(200, { error: m.emailTooLong })
    .refine((v) => v === '' || emailAddress.safeParse(v).success, { error: m.emailInvalid })
    .default(''),
  taxId: lineText(m.taxIdNotText).max(50, { error: m.taxIdTooLong }).default(''),
});
export type CentreDetails = z.infer<typeof centreDetails>;
export const centreDetailsFields = ['name', 'address', 'phone', 'email', 'taxId'] as const;

/** GET /api/centre/details: what the directors' Centre settings show. */
export const centreDetailsResponse = centreDetails.extend({
  websiteUrl: z.string(),
  logo: z.number().int().nullable(),
});
export type CentreDetailsResponse = z.infer<typeof centreDetailsResponse>;

/** Where the first-start set-up stands: null until a director finished or skipped it. */
export const centreSetupResponse = z.object({ completedAt: timestamp.nullable() });
export type CentreSetupResponse = z.infer<typeof centreSetupResponse>;
