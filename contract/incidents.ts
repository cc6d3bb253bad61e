import { z } from './zod.ts';
import { clockTime, isoDate, timestamp } from './common.ts';
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
  date: requiredDate('Date is required'),
  time: z
    .string({ error: 'Time is required' })
    .trim()
    .min(1, { error: 'Time is required' })
    .max(5, { error: 'Please enter a valid time (HH:MM)' })
    .pipe(clockTime),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, { error: 'Description is required' })
    .max(5000, { error: 'Description must be at most 5000 characters' }),
  actionTaken: optionalText('Action taken', 5000),
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
  signature: z
    .string({ error: 'Please type your full name to sign' })
    .trim()
    .min(1, { error: 'Please type your full name to sign' })
    .max(200, { error: 'Signature must be at most 200 characters' }),
});
export type AcknowledgeIncidentRequest = z.input<typeof acknowledgeIncidentRequest>;

/** Compared without case and extra spaces: 'priya  patel' signs for Priya Patel. */
export const normaliseSignature = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
export const signatureMismatch = (fullName: string) =>
  `The signature must be your full name as on your account: ${fullName}`;
export const alreadyAcknowledged = 'This incident report has already been acknowledged';
