import { z } from './zod.ts';
import { isoDate, lineText, multiLineText, oneLine } from './common.ts';
import { requiredDate } from './daily-reports.ts';

/** What kind of day an event is; the client shows each with its own label and colour. */
export const eventTypes = ['general', 'holiday', 'meeting', 'celebration', 'field-trip'] as const;
export type EventType = (typeof eventTypes)[number];
export const eventTypeLabels: Record<EventType, string> = {
  general: 'General',
  holiday: 'Holiday',
  meeting: 'Meeting',
  celebration: 'Celebration',
  'field-trip': 'Field Trip',
};

/** A centre event (spec section 3). `time` is how people write it: '4:00 PM', 'All day' or ''. */
export const eventResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  date: isoDate,
  time: z.string(),
  description: z.string(),
  type: z.string(),
  participants: z.string(),
});
export type EventResponse = z.infer<typeof eventResponse>;
export const eventListResponse = z.array(eventResponse);

export const eventTimeMessage = 'errors.eventTime';
const twelveHour = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*([ap])\.?m\.?$/i;
const twentyFourHour = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * Times are stored as the centre writes them on its notices ('9:30 AM'); 24-hour input
 * ('14:30') is accepted and written the same way, so the list sorts and reads alike.
 */
export function normalizeEventTime(input: string): string | null {
  const text = input.trim();
  if (text === '') return '';
  if (/^all[\s-]?day$/i.test(text)) return 'All day';
  const twelve = twelveHour.exec(text);
  if (twelve) return `${Number(twelve[1])}:${twelve[2]} ${twelve[3]!.toUpperCase()}M`;
  const day = twentyFourHour.exec(text);
  if (day) {
    const hours = Number(day[1]);
    const suffix = hours < 12 ? 'AM' : 'PM';
    return `${hours % 12 === 0 ? 12 : hours % 12}:${day[2]} ${suffix}`;
  }
  return null;
}

const eventTime = oneLine(z.string({ error: eventTimeMessage }))
  .max(20, { error: eventTimeMessage })
  .refine((value) => normalizeEventTime(value) !== null, { error: eventTimeMessage })
  .transform((value) => normalizeEventTime(value) ?? '');

/** `tooLong` says the maximum: 'Please keep this under 200 characters'. */
const optionalText = (max: number, tooLong: string) =>
  lineText().max(max, { error: tooLong }).default('');
const optionalMultiLine = (max: number, tooLong: string) =>
  multiLineText().max(max, { error: tooLong }).default('');

/** POST /api/events and PUT /api/events/{id} (the whole event: the edit dialog sends all). */
export const eventRequest = z.object({
  title: lineText('errors.titleRequired')
    .min(1, { error: 'errors.titleRequired' })
    .max(200, { error: 'errors.keepUnder200' }),
  date: requiredDate('errors.dateRequired'),
  time: eventTime.default(''),
  description: optionalMultiLine(2000, 'errors.keepUnder2000'),
  type: z.enum(eventTypes, { error: 'errors.chooseEventType' }).default('general'),
  participants: optionalText(200, 'errors.keepUnder200'),
});
export type EventInput = z.input<typeof eventRequest>;
export type EventRequest = z.output<typeof eventRequest>;

/** GET /api/events: upcoming by default (from the centre's today); `from`/`to` narrow it. */
export const eventsQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
});
