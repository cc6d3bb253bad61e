import { z } from './zod.ts';
import { clockTime, isoDate, lineText, multiLineText, timestamp } from './common.ts';
import {
  optionalText,
  pleaseSelectChild,
  pleaseSelectStaff,
  requiredDate,
  selectedId,
} from './daily-reports.ts';

/** What the incident form sends (spec sections 5 and 7). */
export const createIncidentRequest = z.object({
  childId: selectedId(pleaseSelectChild),
  staffId: selectedId(pleaseSelectStaff),
  date: requiredDate('errors.dateRequired'),
  time: lineText('errors.timeRequired')
    .min(1, { error: 'errors.timeRequired' })
    .max(5, { error: 'errors.invalidTime' })
    .pipe(clockTime),
  description: multiLineText('errors.descriptionRequired')
    .min(1, { error: 'errors.descriptionRequired' })
    .max(5000, { error: 'errors.descriptionTooLong' }),
  actionTaken: optionalText('errors.actionTakenNotText', 'errors.actionTakenTooLong', 5000),
});
export type CreateIncidentRequest = z.input<typeof createIncidentRequest>;

/** An incident (spec section 3); `time` is HH:MM on the centre's clock. */
export const incidentResponse = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  childName: z.string(),
  date: isoDate,
  time: z.string(),
  description: z.string(),
  actionTaken: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  /** Who saved the record (the signed-in person), beside the staff member it names. */
  recordedBy: z.string().nullable(),
  parentNotified: z.boolean(),
  /** When a parent acknowledged reading it, and their name; null until then. */
  acknowledgedAt: timestamp.nullable(),
  acknowledgedBy: z.string().nullable(),
  createdAt: timestamp,
});
export type IncidentResponse = z.infer<typeof incidentResponse>;
export const incidentsResponse = z.array(incidentResponse);

/**
 * POST /api/incidents/{id}/acknowledge (beyond the spec): the parent signs that they have read
 * the report by typing their full name; the server checks it against their account's name.
 */
export const acknowledgeIncidentRequest = z.object({
  signature: lineText('errors.signatureRequired')
    .min(1, { error: 'errors.signatureRequired' })
    .max(200, { error: 'errors.signatureTooLong' }),
});
export type AcknowledgeIncidentRequest = z.input<typeof acknowledgeIncidentRequest>;

/** Compared without case and extra spaces: 'priya  patel' signs for Priya Patel. */
export const normaliseSignature = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
/** Said with the account's name as `name`: 'The signature must be your full name as on …'. */
export const signatureMismatch = 'errors.signatureMismatch';
export const alreadyAcknowledged = 'errors.alreadyAcknowledged';
