import { z } from 'zod';

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
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Spec section 5, Staff profile (the parent profile uses the same rules). */
export const updateProfileRequest = z.object({
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  email: z.email({ error: 'Invalid email address' }),
  phone: z
    .string({ error: 'Phone number must be at least 10 digits' })
    .trim()
    .min(10, { error: 'Phone number must be at least 10 digits' }),
  address: z.string().trim().default(''),
  bio: z.string().trim().max(2000, { error: 'Bio must be at most 2000 characters' }).default(''),
  emergencyContactName: z.string().trim().default(''),
  emergencyContactPhone: z.string().trim().default(''),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const changePasswordRequest = z
  .object({
    currentPassword: required('Current password is required'),
    newPassword: z
      .string({ error: 'Password must be at least 6 characters' })
      .min(6, { error: 'Password must be at least 6 characters' }),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(6, {
      error: 'Please confirm your password',
    }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
