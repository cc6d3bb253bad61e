import { type EventType, eventTypeLabels } from '../../../contract/events.ts';
import { formatCalendarDay } from '../../lib/format.ts';

/** '2026-11-20' → 'Fri, Nov 20'. */
export const formatEventDay = (date: string): string => formatCalendarDay(date, 'weekday');

export function eventTypeLabel(type: string): string {
  return eventTypeLabels[type as EventType] ?? type;
}
