import { dateFormats, languages, timezones } from './enums.ts';
import { z } from './zod.ts';

export const themes = ['light', 'dark', 'system'] as const;
export { timezones };

/**
 * Settings this build does not offer (issue 35, docs/decisions/048): a switch that does
 * nothing misleads. There is no push channel yet (pushNotifications), and a file saved
 * without the parent asking (autoDownload) is not something a browser allows or a family on a
 * shared computer wants. A value stored earlier, or sent by a page loaded before, is dropped
 * without complaint: it never answers, never refuses a save.
 */
export const retiredSettings = ['pushNotifications', 'autoDownload'] as const;

/** Spec section 9: staff settings and their defaults (push: not offered, see above). */
export const staffSettings = z.object({
  emailNotifications: z.boolean().default(true),
  attendanceAlerts: z.boolean().default(true),
  incidentReports: z.boolean().default(true),
  dailyReports: z.boolean().default(false),
  language: z.enum(languages).default('en'),
  timezone: z.enum(timezones).default('Eastern'),
  dateFormat: z.enum(dateFormats).default('MM/DD/YYYY'),
  theme: z.enum(themes).default('system'),
});
export type StaffSettings = z.infer<typeof staffSettings>;

/**
 * Parent settings (spec section 3). The spec gives only downloadFormat's default; the others
 * are what a parent would expect: told about their child, not flooded (docs/decisions/008).
 */
export const parentSettings = z.object({
  emailNotifications: z.boolean().default(true),
  dailyReportEmail: z.boolean().default(true),
  incidentAlerts: z.boolean().default(true),
  /** Each medication dose logged for their child (decision 066). */
  medicationAlerts: z.boolean().default(true),
  /** An e-mail when their child is checked out: when and by whom (decision 070). */
  pickupEmails: z.boolean().default(true),
  weeklyDigest: z.boolean().default(false),
  reminderNotifications: z.boolean().default(true),
  language: z.enum(languages).default('en'),
  timezone: z.enum(timezones).default('Eastern'),
  // Beyond the spec's parent settings: every person reads dates in their own format (021).
  dateFormat: z.enum(dateFormats).default('MM/DD/YYYY'),
  /** The file a report download comes as (contract/report-downloads.ts). */
  downloadFormat: z.enum(['txt', 'pdf', 'csv']).default('txt'),
  /** The family's photos stay blurred in the parent portal until the parent shows each one. */
  privacyMode: z.boolean().default(false),
  twoFactorAuth: z.boolean().default(false),
  theme: z.enum(themes).default('system'),
});
export type ParentSettings = z.infer<typeof parentSettings>;

/** The signed-in user's settings: one of the two shapes, chosen by their portal. */
export const settingsResponse = z.union([staffSettings, parentSettings]);

/**
 * PUT /api/settings: any keys; the server checks them field by field against the portal's
 * own settings (unknown keys refused, retired ones dropped).
 */
export const updateSettingsRequest = z.record(z.string().max(40), z.unknown());
