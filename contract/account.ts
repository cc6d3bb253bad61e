import { z } from './zod.ts';
import { confirmPasswordField, passwordField } from './common.ts';

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

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

/** Profile photos: JPEG, PNG, WebP or GIF, up to 10 MB, kept as a 512 px square WebP. */
export const profilePhotoMaxBytes = 10 * 1024 * 1024;

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .default('');

export const currentPasswordIncorrect = 'Current password is incorrect';
export const currentPasswordForEmail =
  'Please enter your current password to change your email address';

/** Spec section 5, Staff profile (the parent profile uses the same rules). */
export const updateProfileRequest = z.object({
  firstName: required('First name is required').max(100, {
    error: 'First name must be at most 100 characters',
  }),
  lastName: required('Last name is required').max(100, {
    error: 'Last name must be at most 100 characters',
  }),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(254, { error: 'Invalid email address' })
    .pipe(z.email({ error: 'Invalid email address' })),
  phone: z
    .string({ error: 'Phone number must be at least 10 digits' })
    .trim()
    .min(10, { error: 'Phone number must be at least 10 digits' })
    .max(40, { error: 'Phone number must be at most 40 characters' }),
  address: optional('Address', 300),
  bio: optional('Bio', 2000),
  emergencyContactName: optional('Emergency contact name', 200),
  emergencyContactPhone: optional('Emergency contact phone', 50),
  /** Needed only when the e-mail (the sign-in name) changes. */
  currentPassword: z.string().max(200, { error: currentPasswordIncorrect }).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const changePasswordRequest = z
  .object({
    // Not trimmed: a password may begin or end with a space.
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(200, { error: currentPasswordIncorrect }),
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
