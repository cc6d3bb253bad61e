import { z } from './zod.ts';
import { isoDate, lineText, timestamp } from './common.ts';
import { optionalText, pleaseSelectChild, pleaseSelectStaff, selectedId } from './daily-reports.ts';

/** Staff log an activity for a child; `date` defaults to the centre's today. */
export const createActivityRequest = z.object({
  childId: selectedId(pleaseSelectChild),
  staffId: selectedId(pleaseSelectStaff),
  date: isoDate.optional(),
  activity: lineText('errors.activityRequired')
    .min(1, { error: 'errors.activityRequired' })
    .max(200, { error: 'errors.activityTooLong' }),
  notes: optionalText('errors.notesNotText', 'errors.notesTooLong'),
});
export type CreateActivityRequest = z.input<typeof createActivityRequest>;

/** An activity (spec section 3) with the names a list shows. */
export const activityResponse = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  childName: z.string(),
  date: isoDate,
  activity: z.string(),
  notes: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  /** Who saved the record (the signed-in person), beside the staff member it names. */
  recordedBy: z.string().nullable(),
  createdAt: timestamp,
});
export type ActivityResponse = z.infer<typeof activityResponse>;
export const activitiesResponse = z.array(activityResponse);
