import { z } from './zod.ts';
import { timestamp } from './common.ts';
import { type ConsentForm, consentForms } from './enums.ts';

/** The five forms, in the order the consent step lists them (spec section 2). */
export const consentFormKeys = Object.keys(consentForms) as [ConsentForm, ...ConsentForm[]];
export const consentForm = z.enum(consentFormKeys, { error: 'errors.unknownConsentForm' });

/**
 * POST /api/children/{id}/consents: the forms a staff member confirms for the child.
 * Recording a form again keeps its first confirmation (who and when).
 */
export const recordConsentsRequest = z.object({
  forms: z
    .array(consentForm, { error: 'errors.confirmConsentForms' })
    .min(1, { error: 'errors.confirmConsentForms' })
    .max(consentFormKeys.length * 2, { error: 'errors.consentFormOnce' }),
});
export type RecordConsentsRequest = z.infer<typeof recordConsentsRequest>;

export const consentRecord = z.object({
  form: consentForm,
  label: z.string(),
  /** Null while the form is not confirmed. */
  confirmedAt: timestamp.nullable(),
  /** The name of the person who confirmed it. */
  confirmedBy: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

export const consentsResponse = z.object({
  childId: z.number().int(),
  /** All five forms confirmed: the parent may be invited. */
  complete: z.boolean(),
  forms: z.array(consentRecord),
});
export type ConsentsResponse = z.infer<typeof consentsResponse>;

export const consentsIncompleteMessage = 'errors.consentsIncomplete';
