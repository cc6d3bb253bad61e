import { z } from 'zod';
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
  parentNotified: z.boolean(),
  createdAt: timestamp,
});
export type IncidentResponse = z.infer<typeof incidentResponse>;
export const incidentsResponse = z.array(incidentResponse);
