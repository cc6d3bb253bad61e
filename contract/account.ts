import { z } from './zod.ts';
import {
  confirmPasswordField,
  lineText,
  multiLineText,
  oneLine,
  passwordField,
  timestamp,
} from './common.ts';

const required = (message: string) => lineText(message).min(1, { error: message });

/** The signed-in person's own profile; staff and parents share the fields they both have. */
export const profileResponse = z.object({
  kind: z.enum(['staff', 'parent']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** Staff only. */
  bio: z.string(),
  /** Parents only. */
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
  /**
   * The profile photo's version (null without one): GET /api/profile/photo?v={photo} shows
   * it, and a new photo gets a new version, so no browser shows the old one.
   */
  photo: z.number().int().nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/**
 * GET /api/profile/statistics: the staff profile's "account statistics", counted by the server
 * for the signed-in staff member (parents are refused: they record nothing of the centre's).
 */
export const accountStatisticsResponse = z.object({
  /** When the sign-in account was made. */
  memberSince: timestamp,
  /** When they last signed in before the session asking (null: never before it). */
  lastSignIn: timestamp.nullable(),
  /** Check-ins and check-outs they recorded. */
  checkIns: z.number().int(),
  checkOuts: z.number().int(),
  /**
   * Daily reports, incident reports and activities they wrote: saved by them, or (records
   * saved before who saved them was kept) made out in their own staff member's name.
   */
  dailyReports: z.number().int(),
  incidents: z.number().int(),
  activities: z.number().int(),
  /** Gallery photos they uploaded. */
  galleryPhotos: z.number().int(),
});
export type AccountStatisticsResponse = z.infer<typeof accountStatisticsResponse>;

/** Profile photos: JPEG, PNG, WebP or GIF, up to 10 MB, kept as a 512 px square WebP. */
export const profilePhotoMaxBytes = 10 * 1024 * 1024;

/** GET /api/profile/photo?v={photo}: the version only makes a new photo a new address. */
export const profilePhotoQuery = z.object({ v: oneLine(z.string()).max(20).optional() });

/** Optional text; `tooLong` is the catalogue id saying the field's own maximum. */
const optional = (max: number, tooLong: string) =>
  lineText().max(max, { error: tooLong }).default('');
const optionalMultiLine = (max: number, tooLong: string) =>
  multiLineText().max(max, { error: tooLong }).default('');

export const currentPasswordIncorrect = 'errors.currentPasswordIncorrect';
export const currentPasswordForEmail = 'errors.currentPasswordForEmail';

/** Spec section 5, Staff profile (the parent profile uses the same rules). */
export const updateProfileRequest = z.object({
  firstName: required('errors.firstNameRequired').max(100, {
    error: 'errors.firstNameTooLong',
  }),
  lastName: required('errors.lastNameRequired').max(100, {
    error: 'errors.lastNameTooLong',
  }),
  email: lineText('errors.invalidEmail')
    .max(254, { error: 'errors.invalidEmail' })
    .pipe(z.email({ error: 'errors.invalidEmail' })),
  phone: lineText('errors.phoneTooShort')
    .min(10, { error: 'errors.phoneTooShort' })
    .max(40, { error: 'errors.phoneTooLong40' }),
  address: optional(300, 'errors.addressTooLong'),
  bio: optionalMultiLine(2000, 'errors.bioTooLong'),
  emergencyContactName: optional(200, 'errors.emergencyContactNameTooLong'),
  emergencyContactPhone: optional(50, 'errors.emergencyContactPhoneTooLong'),
  /** Needed only when the e-mail (the sign-in name) changes. */
  currentPassword: z.string().max(200, { error: currentPasswordIncorrect }).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const changePasswordRequest = z
  .object({
    // Not trimmed: a password may begin or end with a space.
    currentPassword: z
      .string({ error: 'errors.currentPasswordRequired' })
      .min(1, { error: 'errors.currentPasswordRequired' })
      .max(200, { error: currentPasswordIncorrect }),
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'errors.passwordsDontMatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/**
 * One place the person is signed in (decision 067): the browser and system its user agent
 * names (no location lookup), when it signed in and was last seen, and whether it is the
 * device asking.
 */
export const signedInDevice = z.object({
  id: z.number().int(),
  current: z.boolean(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  remembered: z.boolean(),
  signedInAt: timestamp,
  lastSeenAt: timestamp,
});
export const signedInDevicesResponse = z.array(signedInDevice);
export type SignedInDevice = z.infer<typeof signedInDevice>;

export const endedSessionsResponse = z.object({ ended: z.number().int() });
