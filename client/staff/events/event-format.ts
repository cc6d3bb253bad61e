import { type EventType, eventTypeLabels } from '../../../contract/events.ts';

// The date is a calendar day: format it as such, never shifted by the viewer's time zone.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-20' → 'Fri, Nov 20'. */
export function formatEventDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : dayFormat.format(day);
}

export function eventTypeLabel(type: string): string {
  return eventTypeLabels[type as EventType] ?? type;
}
