import { z } from './zod.ts';
import { multiLineText, recordId, selectedId, timestamp } from './common.ts';
import { invitationStatuses, relationships } from './enums.ts';
import { createInvitationRequest } from './invitations.ts';

/** GET /api/children/:id/guardians/... : the child and one of its guardians (a parent account). */
export const guardianParams = z.object({ id: recordId, parentAccountId: recordId });

/** One guardian of a child: a parent account linked to it (decision 062). */
export const guardian = z.object({
  parentAccountId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  relationship: z.string(),
  /** When the link was made (registration or an accepted invitation). */
  linkedAt: timestamp,
  /** False while a director has deactivated the account. */
  isActive: z.boolean(),
});
export type Guardian = z.infer<typeof guardian>;

/**
 * GET /api/children/:id/guardians: the parent accounts linked to the child, the contact the
 * enrolment recorded (shown even when no account is linked: a court may remove both), and
 * the invitations for this child that have not been accepted.
 */
export const childGuardiansResponse = z.object({
  guardians: z.array(guardian),
  enrolmentContact: z.object({
    parentName: z.string(),
    parentPhone: z.string(),
    parentEmail: z.string(),
    relationship: z.string(),
    emergencyContact: z.string(),
  }),
  invitations: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      /** 'expired' when still pending but past expiresAt. */
      status: z.enum(invitationStatuses),
      createdAt: timestamp,
      expiresAt: timestamp,
    }),
  ),
});
export type ChildGuardiansResponse = z.infer<typeof childGuardiansResponse>;

/**
 * POST /api/children/:id/guardians/invitations: a further guardian, by the invitation
 * mechanism. The same answer whether or not the e-mail has an account already.
 */
export const inviteGuardianRequest = createInvitationRequest
  .pick({ email: true, phoneNumber: true, language: true })
  .extend({
    relationship: z.enum(relationships, { error: 'errors.relationshipInvalid' }),
  });
export type InviteGuardianRequest = z.input<typeof inviteGuardianRequest>;

/** POST /api/children/:id/guardians/family: a sibling's guardians asked to confirm by e-mail. */
export const linkFamilyRequest = z.object({ siblingId: selectedId('errors.chooseSibling') });
export type LinkFamilyRequest = z.input<typeof linkFamilyRequest>;
export const linkFamilyResponse = z.object({
  /** The sibling's guardians who were sent a link to confirm (those not linked already). */
  invited: z.number().int(),
});

export const payerChoices = ['keep', 'remove'] as const;
export type PayerChoice = (typeof payerChoices)[number];

/**
 * GET /api/children/:id/guardians/:parentAccountId/removal: what removing this guardian's
 * access would change, for the director to decide (never silently): the child's billing
 * account, the guardian's payer record there and the shares if they stop paying.
 */
export const guardianRemovalPreview = z.object({
  guardian: guardian,
  /** The other guardians who keep the child (none: staff keep the enrolment contact). */
  otherGuardians: z.number().int(),
  billing: z
    .object({
      accountId: z.number().int(),
      /** Every child the account bills, this one included ('First Last'). */
      children: z.array(z.string()),
      /** The guardian as a payer of this account; null when they pay nothing there. */
      payer: z
        .object({
          id: z.number().int(),
          shareBasisPoints: z.number().int(),
          balanceCents: z.number().int(),
        })
        .nullable(),
      /** The account's other guardian payers' shares if the guardian stops paying. */
      sharesIfRemoved: z.array(
        z.object({ payerId: z.number().int(), name: z.string(), shareBasisPoints: z.number() }),
      ),
      /** Other children of the account the guardian keeps (their payer record is the same). */
      keptChildren: z.array(z.string()),
    })
    .nullable(),
});
export type GuardianRemovalPreview = z.infer<typeof guardianRemovalPreview>;

export const payerChoiceRequired = 'errors.payerChoiceRequired';

/** POST /api/children/:id/guardians/:parentAccountId/remove (directors). */
export const removeGuardianRequest = z.object({
  /** Required when the guardian pays for the child's account (the dialog asks). */
  payer: z.enum(payerChoices, { error: payerChoiceRequired }).optional(),
  reason: multiLineText().max(500, { error: 'errors.reasonTooLong' }).optional(),
});
export type RemoveGuardianRequest = z.input<typeof removeGuardianRequest>;
export const removeGuardianResponse = z.object({
  childId: z.number().int(),
  parentAccountId: z.number().int(),
  /** What was done with their payer record; null when they paid nothing there. */
  payer: z.enum(['kept', 'removed']).nullable(),
});
