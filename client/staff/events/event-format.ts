import type { EventType } from '../../../contract/events.ts';
import { msg, t } from '../../i18n/i18n.ts';
import { formatCalendarDay } from '../../lib/format.ts';

/** '2026-11-20' → 'Fri, Nov 20'. */
export const formatEventDay = (date: string): string => formatCalendarDay(date, 'weekday');

/** The stored event types (contract/events.ts) as the reader's language says them. */
export const eventTypeLabels: Record<EventType, string> = {
  general: msg('events.type.general'),
  holiday: msg('events.type.holiday'),
  meeting: msg('events.type.meeting'),
  celebration: msg('events.type.celebration'),
  'field-trip': msg('events.type.fieldTrip'),
};

export function eventTypeLabel(type: string): string {
  const label = eventTypeLabels[type as EventType] as string | undefined;
  return label ? t(label) : type;
}

/** An event's time as stored ('4:00 PM', 'All day'): 'All day' in the reader's language. */
export function eventTimeLabel(time: string): string {
  return time === 'All day' ? t('events.allDay') : time;
}
