import { z } from './zod.ts';
import { confirmPasswordField, isoDate, lineText, passwordField, timestamp } from './common.ts';
import { invalidRegistrationLink } from './invitations.ts';

/** Catalogue ids: `message` when missing or empty, `tooLong` past `max`. */
const required = (message: string, max: number, tooLong: string) =>
  lineText(message).min(1, { error: message }).max(max, { error: tooLong });

/**
 * POST /api/parent-accounts/register (spec sections 3 and 5). The e-mail and phone come
 * pre-filled from the invitation; the server keeps the invitation's e-mail whatever is sent.
 */
export const registerParentFields = z.object({
  firstName: required('errors.firstNameRequired', 100, 'errors.firstNameTooLong'),
  lastName: required('errors.lastNameRequired', 100, 'errors.lastNameTooLong'),
  email: lineText('errors.validEmailRequired')
    .max(254, { error: 'errors.validEmailRequired' })
    .pipe(z.email({ error: 'errors.validEmailRequired' })),
  phoneNumber: required('errors.phoneRequired', 50, 'errors.phoneTooLong50'),
  address: required('errors.addressRequired', 300, 'errors.addressTooLong'),
  emergencyContactName: required(
    'errors.emergencyContactNameRequired',
    200,
    'errors.emergencyContactNameTooLong',
  ),
  emergencyContactPhone: required(
    'errors.emergencyContactPhoneRequired',
    50,
    'errors.emergencyContactPhoneTooLong',
  ),
  password: passwordField,
  confirmPassword: confirmPasswordField,
  invitationCode: lineText(invalidRegistrationLink)
    .min(1, { error: invalidRegistrationLink })
    .max(200, { error: invalidRegistrationLink }),
});

/** Spec section 5: the mismatch is shown on confirmPassword. */
export const passwordsMatch = <S extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: S,
) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    error: 'errors.passwordsDontMatch',
    path: ['confirmPassword'],
  });

export const registerParentRequest = passwordsMatch(registerParentFields);
export type RegisterParentRequest = z.input<typeof registerParentRequest>;

export const existingParentAccountMessage = 'errors.existingParentAccount';
export const staffEmailMessage = 'errors.staffEmail';

/**
 * GET /api/parent-accounts: one row of the Parent Management accounts table. A family's
 * finances are for directors and the family (issue 35): the billing columns come only to
 * those with the billing permission (billing.read); the rest of the staff get the family,
 * its contact and children, and no subscription, amount, payment status or billing date.
 */
export const parentAccountListItem = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  registrationDate: timestamp,
  /** 'First Last' of each child this account is a guardian of. */
  children: z.array(z.string()),
  /** False while a director has deactivated the account (it cannot sign in). */
  isActive: z.boolean(),
  /** Signs in with an authenticator app (a director can turn it off for a lost phone). */
  twoStepOn: z.boolean(),
});

/** The billing columns: directors only. */
export const parentAccountBilling = z.object({
  subscriptionStatus: z.string(),
  subscriptionPlan: z.string(),
  /** Cents; shown in US dollars per week. */
  subscriptionAmount: z.number().int(),
  paymentStatus: z.string(),
  nextBillingDate: isoDate.nullable(),
});
export type ParentAccountBilling = z.infer<typeof parentAccountBilling>;
export const parentAccountWithBilling = parentAccountListItem.extend(parentAccountBilling.shape);

/** A row as the client reads it: the billing columns are there only for directors. */
export type ParentAccountListItem = z.infer<typeof parentAccountListItem> &
  Partial<ParentAccountBilling>;

/** Directors' rows carry the billing columns; anyone else's are the family only. */
export const parentAccountListResponse = z.union([
  z.array(parentAccountWithBilling),
  z.array(parentAccountListItem),
]);

/**
 * PUT /api/parent-accounts/:id: staff correct a parent's name and phone (decision 062). The
 * e-mail is the sign-in and is not changed here.
 */
export const updateParentAccountRequest = z.object({
  firstName: required('errors.firstNameRequired', 100, 'errors.firstNameTooLong'),
  lastName: required('errors.lastNameRequired', 100, 'errors.lastNameTooLong'),
  phoneNumber: required('errors.phoneRequired', 50, 'errors.phoneTooLong50').refine(
    (v) => v.replace(/\D/g, '').length >= 10,
    { error: 'errors.phoneTooShort' },
  ),
});
export type UpdateParentAccountRequest = z.input<typeof updateParentAccountRequest>;

/** A parent account after a change: its contact and whether it can sign in. */
export const parentAccountChanged = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  isActive: z.boolean(),
});
export type ParentAccountChanged = z.infer<typeof parentAccountChanged>;
