import { z } from 'zod';
import { timestamp } from './common.ts';
import { invitationStatuses } from './enums.ts';

// Spec sections 5 and 8: the invitation form's one message for a missing field.
export const fillRequiredFields = 'Please fill in all required fields.';

const requiredText = z
  .string({ error: fillRequiredFields })
  .trim()
  .min(1, { error: fillRequiredFields });

/**
 * POST /api/parent-invitations. The enrolment's invite step sends `childId`; the Parent
 * Management dialog sends `invitedByStaffId`, which the server ignores in favour of the
 * signed-in staff member (a client does not choose who is recorded as inviting).
 */
export const createInvitationRequest = z.object({
  email: requiredText
    .max(254, { error: 'Email must be at most 254 characters' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  phoneNumber: requiredText
    .max(50, { error: 'Phone number must be at most 50 characters' })
    .refine((v) => v.replace(/\D/g, '').length >= 10, {
      error: 'Phone number must be at least 10 digits',
    }),
  childId: z
    .number({ error: 'Please choose a valid child' })
    .int()
    .positive()
    .max(2_147_483_647, { error: 'Please choose a valid child' })
    .optional(),
  invitedByStaffId: z.number().int().positive().max(2_147_483_647).optional(),
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
