import { z } from './zod.ts';
import { timestamp } from './common.ts';
import { type ConsentForm, consentForms } from './enums.ts';

/** The five forms, in the order the consent step lists them (spec section 2). */
export const consentFormKeys = Object.keys(consentForms) as [ConsentForm, ...ConsentForm[]];
export const consentForm = z.enum(consentFormKeys, { error: 'Unknown consent form' });

/**
 * POST /api/children/{id}/consents: the forms a staff member confirms for the child.
 * Recording a form again keeps its first confirmation (who and when).
 */
export const recordConsentsRequest = z.object({
  forms: z
    .array(consentForm, { error: 'Please confirm the consent forms' })
    .min(1, { error: 'Please confirm the consent forms' })
    .max(consentFormKeys.length * 2, { error: 'Please confirm each consent form once' }),
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

export const consentsIncompleteMessage =
  'All five consent forms must be confirmed before inviting a parent.';
