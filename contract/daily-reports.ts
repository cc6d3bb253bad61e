import { z } from './zod.ts';
import {
  cursorParam,
  invalidDate,
  isoDate,
  lineText,
  multiLineText,
  recordId,
  selectedId,
  timestamp,
} from './common.ts';
import { moods } from './enums.ts';

// Shared by every record of the centre's day (attendance, daily reports, incidents,
// activities): the spec's messages for the two pickers and the list filters.
export const pleaseSelectChild = 'errors.selectChild';
export const pleaseSelectStaff = 'errors.selectStaff';

export { selectedId };

/** A required calendar day: absent and empty say `message`, a malformed one says how. */
export const requiredDate = (message: string) =>
  lineText(message).min(1, { error: message }).max(10, { error: invalidDate }).pipe(isoDate);

/**
 * Optional free text (multi-line): trimmed, '' when absent, bounded so one field cannot
 * flood a page.
 * `notText` and `tooLong` are the field's own catalogue ids ('Notes must be text', 'Notes
 * must be at most 2000 characters').
 */
export const optionalText = (notText: string, tooLong: string, max = 2000) =>
  multiLineText(notText).max(max, { error: tooLong }).default('');

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
      .min(1, { error: 'errors.limitRange500' })
      .max(500, { error: 'errors.limitRange500' })
      .default(100),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'errors.endBeforeStart',
  });
export type DayRecordListQuery = z.output<typeof dayRecordListQuery>;

/** What a daily report form sends (spec section 7). `date` defaults to the centre's today. */
export const createDailyReportRequest = z.object({
  childId: selectedId(pleaseSelectChild),
  staffId: selectedId(pleaseSelectStaff),
  date: isoDate.optional(),
  meals: optionalText('errors.mealsNotText', 'errors.mealsTooLong'),
  naps: optionalText('errors.napsNotText', 'errors.napsTooLong'),
  activities: optionalText('errors.activitiesNotText', 'errors.activitiesTooLong'),
  // Says the moods by their stored words: 'Mood must be one of: happy, content, …'.
  mood: z.enum([...moods, ''], { error: 'errors.moodInvalid' }).default(''),
  notes: optionalText('errors.notesNotText', 'errors.notesTooLong'),
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
