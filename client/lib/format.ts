const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** '2025-03-04T15:20:00Z' → 'Mar 4, 2025, 3:20 PM' in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

// A calendar date (YYYY-MM-DD) has no time zone: it is formatted as the date it says, at UTC
// midnight, never shifted into the viewer's zone (which could make it the day before).
const calendarDay = {
  /** 'Nov 18, 2026' */
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
  /** 'November 18, 2026' */
  long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  /** 'Wed, Nov 18' */
  weekday: new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }),
};

/** '2026-11-18' → 'Nov 18, 2026' (or the `style` asked for); anything unreadable as it is. */
export function formatCalendarDay(
  isoDate: string,
  style: keyof typeof calendarDay = 'medium',
): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? isoDate : calendarDay[style].format(at);
}

/** The first word of a display name, for greetings: 'Maria Lopez' → 'Maria'. */
export function firstName(displayName: string): string {
  return displayName.trim().split(/\s+/)[0] ?? displayName;
}

/** Up to two initials for avatars: 'Maria del Lopez' → 'ML'. */
export function initials(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w?.[0]?.toUpperCase() ?? '').join('');
}

/** A person's name as cards, lists and toasts show it: 'Emma Johnson'. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Amounts are stored in cents (spec section 9) and shown in US dollars: '$350.00'. */
export const formatCents = (cents: number) => usd.format(cents / 100);

/** A stored state word as a label: 'past_due' → 'Past due'. */
export const humanize = (value: string) =>
  value.replace(/[_-]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
