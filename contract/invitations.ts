import { z } from './zod.ts';
import { cursorParam, lineText, pageLimit, timestamp } from './common.ts';
import { invitationStatuses, languages } from './enums.ts';

// Spec sections 5 and 8: the invitation form's one message for a missing field.
export const fillRequiredFields = 'errors.fillRequiredFields';

const requiredText = lineText(fillRequiredFields).min(1, { error: fillRequiredFields });

/**
 * POST /api/parent-invitations. The enrolment's invite step sends `childId`; the Parent
 * Management dialog sends `invitedByStaffId`, which the server ignores in favour of the
 * signed-in staff member (a client does not choose who is recorded as inviting).
 */
export const createInvitationRequest = z.object({
  email: requiredText
    .max(254, { error: 'errors.emailTooLong' })
    .pipe(z.email({ error: 'errors.validEmail' })),
  phoneNumber: requiredText
    .max(50, { error: 'errors.phoneTooLong50' })
    .refine((v) => v.replace(/\D/g, '').length >= 10, {
      error: 'errors.phoneTooShort',
    }),
  childId: z
    .number({ error: 'errors.chooseValidChild' })
    .int()
    .positive()
    .max(2_147_483_647, { error: 'errors.chooseValidChild' })
    .optional(),
  invitedByStaffId: z.number().int().positive().max(2_147_483_647).optional(),
  /**
   * The language of the e-mail (decision 021), chosen by the staff member who invites; an
   * address that already has an account gets its own settings' language instead.
   */
  language: z.enum(languages, { error: 'errors.invalidValue' }).default('en'),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequest>;

export const createInvitationResponse = z.object({
  id: z.number().int(),
  childId: z.number().int().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  /** Random, single use, at least 128 bits. */
  invitationCode: z.string(),
  /** `{origin}/parent-register?code={invitationCode}` (spec section 9). */
  invitationLink: z.string(),
  status: z.enum(invitationStatuses),
  expiresAt: timestamp,
  createdAt: timestamp,
});
export type CreateInvitationResponse = z.infer<typeof createInvitationResponse>;

/** One answer for unknown, used, expired and revoked codes: nothing tells which (spec section 8). */
export const invalidRegistrationLink = 'errors.invalidRegistrationLink';

/** GET /api/parent-invitations: newest first; the status is the effective one. */
export const invitationListItem = z.object({
  id: z.number().int(),
  childId: z.number().int().nullable(),
  /** 'First Last' of the invited child, or null for an invitation without a child. */
  childName: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  /** 'expired' when still pending but past expiresAt. */
  status: z.enum(invitationStatuses),
  createdAt: timestamp,
  expiresAt: timestamp,
  acceptedAt: timestamp.nullable(),
  /** Only while the invitation can still be used. */
  invitationLink: z.string().nullable(),
});
export type InvitationListItem = z.infer<typeof invitationListItem>;
export const invitationListResponse = z.array(invitationListItem);

/** GET /api/parent-invitations: a page of `limit` (default 100), after the cursor `before`. */
export const invitationListQuery = z.object({
  limit: pageLimit(100),
  before: cursorParam.optional(),
});

/** Codes are base64url; anything longer or odder is simply not a code we issued. */
export const invitationCodeParam = z.object({ code: z.string().max(200) });

/** GET /api/parent-invitations/verify/{code} (spec section 3). */
export const verifyInvitationResponse = z.object({
  email: z.string(),
  phoneNumber: z.string(),
  child: z.object({ firstName: z.string(), lastName: z.string(), room: z.string() }).nullable(),
});
export type VerifyInvitationResponse = z.infer<typeof verifyInvitationResponse>;

/** POST /api/parent-invitations/accept: a signed-in parent adds the invited child. */
export const acceptInvitationRequest = z.object({
  invitationCode: lineText(invalidRegistrationLink)
    .min(1, { error: invalidRegistrationLink })
    .max(200, { error: invalidRegistrationLink }),
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;
export const acceptInvitationResponse = z.object({
  childId: z.number().int().nullable(),
  childName: z.string().nullable(),
});

export const verifyThrottledMessage = 'errors.verifyThrottled';

/** GET /api/parent-invitations/summary: what the Pending Invitations card counts. */
export const invitationSummaryResponse = z.object({
  /** Pending and not past their expiry: links that still work. */
  pending: z.number().int(),
});
