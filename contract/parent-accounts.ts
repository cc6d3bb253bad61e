import { z } from './zod.ts';
import { confirmPasswordField, isoDate, passwordField, timestamp } from './common.ts';
import { invalidRegistrationLink } from './invitations.ts';

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} must be at most ${max} characters` });

/**
 * POST /api/parent-accounts/register (spec sections 3 and 5). The e-mail and phone come
 * pre-filled from the invitation; the server keeps the invitation's e-mail whatever is sent.
 */
export const registerParentFields = z.object({
  firstName: required('First name is required', 100, 'First name'),
  lastName: required('Last name is required', 100, 'Last name'),
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(254, { error: 'Valid email is required' })
    .pipe(z.email({ error: 'Valid email is required' })),
  phoneNumber: required('Phone number is required', 50, 'Phone number'),
  address: required('Address is required', 300, 'Address'),
  emergencyContactName: required(
    'Emergency contact name is required',
    200,
    'Emergency contact name',
  ),
  emergencyContactPhone: required(
    'Emergency contact phone is required',
    50,
    'Emergency contact phone',
  ),
  password: passwordField,
  confirmPassword: confirmPasswordField,
  invitationCode: z
    .string({ error: invalidRegistrationLink })
    .trim()
    .min(1, { error: invalidRegistrationLink })
    .max(200, { error: invalidRegistrationLink }),
});

/** Spec section 5: the mismatch is shown on confirmPassword. */
export const passwordsMatch = <S extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: S,
) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const registerParentRequest = passwordsMatch(registerParentFields);
export type RegisterParentRequest = z.input<typeof registerParentRequest>;

export const existingParentAccountMessage =
  'An account with this email already exists. Please sign in to add your child to it.';
export const staffEmailMessage =
  'This email belongs to a staff account. Please ask the daycare to invite a different email address.';

/** GET /api/parent-accounts: one row of the Parent Management accounts table. */
export const parentAccountListItem = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  subscriptionStatus: z.string(),
  subscriptionPlan: z.string(),
  /** Cents; shown in US dollars per week. */
  subscriptionAmount: z.number().int(),
  paymentStatus: z.string(),
  nextBillingDate: isoDate.nullable(),
  registrationDate: timestamp,
  /** 'First Last' of each child this account is a guardian of. */
  children: z.array(z.string()),
});
export type ParentAccountListItem = z.infer<typeof parentAccountListItem>;
export const parentAccountListResponse = z.array(parentAccountListItem);
