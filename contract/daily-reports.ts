import { z } from './zod.ts';
import { cursorParam, invalidDate, isoDate, recordId, selectedId, timestamp } from './common.ts';
import { moods } from './enums.ts';

// Shared by every record of the centre's day (attendance, daily reports, incidents,
// activities): the spec's messages for the two pickers and the list filters.
export const pleaseSelectChild = 'Please select a child';
export const pleaseSelectStaff = 'Please select a staff member';

export { selectedId };

/** A required calendar day: absent and empty say `message`, a malformed one says how. */
export const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(10, { error: invalidDate })
    .pipe(isoDate);

/** Optional free text: trimmed, '' when absent, bounded so one field cannot flood a page. */
export const optionalText = (label: string, max = 2000) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .default('');

/** GET filters of the day's record lists: newest first, at most `limit` rows. */
export const dayRecordListQuery = z
  .object({
    childId: recordId.optional(),
    date: isoDate.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** The page after this cursor (from the previous page's Next-Cursor header). */
    before: cursorParam.optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, { error: 'limit must be between 1 and 500' })
      .max(500, { error: 'limit must be between 1 and 500' })
      .default(100),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'The end date must be on or after the start date',
  });
export type DayRecordListQuery = z.output<typeof dayRecordListQuery>;

/** What a daily report form sends (spec section 7). `date` defaults to the centre's today. */
export const createDailyReportRequest = z.object({
  childId: selectedId(pleaseSelectChild),
  staffId: selectedId(pleaseSelectStaff),
  date: isoDate.optional(),
  meals: optionalText('Meals'),
  naps: optionalText('Naps'),
  activities: optionalText('Activities'),
  mood: z.enum([...moods, ''], { error: `Mood must be one of: ${moods.join(', ')}` }).default(''),
  notes: optionalText('Notes'),
});
export type CreateDailyReportRequest = z.input<typeof createDailyReportRequest>;

/** A daily report (spec section 3) with the names a list shows. */
export const dailyReportResponse = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  childName: z.string(),
  date: isoDate,
  meals: z.string(),
  naps: z.string(),
  activities: z.string(),
  mood: z.string(),
  notes: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  /** Who saved the record (the signed-in person), beside the staff member it names. */
  recordedBy: z.string().nullable(),
  createdAt: timestamp,
});
export type DailyReportResponse = z.infer<typeof dailyReportResponse>;
export const dailyReportsResponse = z.array(dailyReportResponse);
