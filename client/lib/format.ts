import type { Language } from '../../contract/enums.ts';
import { i18n } from '../i18n/i18n.ts';
import { displayPreferences } from '../i18n/preferences.ts';

/**
 * Every date, time and amount a screen shows goes through here, in the reader's language,
 * date format and time zone (settings, spec section 9; decision 021).
 */

// Regional conventions per language: Spanish as written in the United States (its dollar
// amounts as Americans write them), French and German as in Europe.
const regions: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-FR', de: 'de-DE' };
const localeTag = () => regions[(i18n.locale || 'en') as Language] ?? 'en-US';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** Formatters are costly to make: one per language, kind and options, made once. */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const key = `${kind}|${localeTag()}|${JSON.stringify(options)}`;
  let made = cache.get(key);
  if (!made) {
    made = make(localeTag());
    cache.set(key, made);
  }
  return made as T;
}

const dates = (options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));
const numbers = (options: Intl.NumberFormatOptions) =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options));

/** Year, month and day of an instant in a zone, as the chosen format writes them. */
function numericDate(at: Date, timeZone: string): string {
  const parts = dates({
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const [y, m, d] = [part('year'), part('month'), part('day')];
  switch (displayPreferences().dateFormat) {
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'YYYY-MM-DD':
      return `${y}-${m}-${d}`;
    default:
      return `${m}/${d}/${y}`;
  }
}

const clockTime = (at: Date, timeZone: string) =>
  dates({ timeStyle: 'short', timeZone }).format(at);

/**
 * A value with no time of day ('2026-11-24': a birthday, a milestone, a due date) names a
 * calendar day, the same one in every zone. Read as an instant it is UTC midnight, which is
 * the day before anywhere west of UTC; so the instant formatters below hand it to
 * formatCalendarDay instead of shifting it.
 */
const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** '2025-03-04T15:20:00Z' → '03/04/2025, 10:20 AM': the reader's format and time zone. */
export function formatDateTime(iso: string): string {
  if (isCalendarDay(iso)) return formatCalendarDay(iso);
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const { timeZone } = displayPreferences();
  return `${numericDate(at, timeZone)}, ${clockTime(at, timeZone)}`;
}

/** '2025-03-04T15:20:00Z' → '10:20 AM': the time of day of an instant, in the reader's zone. */
export function formatTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return clockTime(at, displayPreferences().timeZone);
}

/**
 * An instant to the second, '03/04/2025, 10:20:05 AM': the camera player's watermark, whose
 * clock ticks each second so a recording shows when it was made.
 */
export function formatDateTimeSeconds(at: Date): string {
  if (Number.isNaN(at.getTime())) return '';
  const { timeZone } = displayPreferences();
  return `${numericDate(at, timeZone)}, ${dates({ timeStyle: 'medium', timeZone }).format(at)}`;
}

/**
 * '2025-03-04T15:20:00Z' → '03/04/2025': the day an instant fell on, in the reader's zone.
 * A calendar day ('2026-11-24') is shown as the day it says (formatCalendarDay).
 */
export function formatDate(iso: string): string {
  if (isCalendarDay(iso)) return formatCalendarDay(iso);
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return numericDate(at, displayPreferences().timeZone);
}

// A calendar date (YYYY-MM-DD) has no time zone: it is formatted as the date it says, at UTC
// midnight, never shifted into the viewer's zone (which could make it the day before).
const calendarStyles = {
  /** 'November 18, 2026' */
  long: { dateStyle: 'long', timeZone: 'UTC' },
  /** 'Wed, Nov 18' */
  weekday: { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * '2026-11-18' → '11/18/2026' in the reader's date format ('medium'), or in words in their
 * language ('long', 'weekday'); anything unreadable as it is.
 */
export function formatCalendarDay(
  isoDate: string,
  style: 'medium' | keyof typeof calendarStyles = 'medium',
): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return isoDate;
  if (style === 'medium') return numericDate(at, 'UTC');
  return dates(calendarStyles[style]).format(at);
}

/**
 * An ISO weekday (1 Monday … 7 Sunday) in the reader's language: 'Monday', or 'Mon' short.
 * 2024-01-01 was a Monday, and a calendar date is the same weekday everywhere.
 */
export function formatWeekday(isoWeekday: number, style: 'long' | 'short' = 'long'): string {
  const at = new Date(Date.UTC(2024, 0, isoWeekday));
  return dates({ weekday: style, timeZone: 'UTC' }).format(at);
}

/** The instant a wall-clock time at a zone names (DST-correct to the minute). */
function instantAt(isoDate: string, hhmm: string, timeZone: string): Date | undefined {
  const guess = new Date(`${isoDate}T${hhmm}:00Z`);
  if (Number.isNaN(guess.getTime())) return undefined;
  const parts = dates({
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(guess);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return new Date(guess.getTime() - (shown - guess.getTime()));
}

/**
 * A time the centre recorded as 'HH:MM' on its own date, shown in the reader's time zone
 * ('08:05' at a New York centre → '5:05 AM' for a reader on Pacific time).
 */
export function formatCentreTime(isoDate: string, hhmm: string, centreTimeZone: string): string {
  if (!/^\d{2}:\d{2}$/.test(hhmm)) return hhmm;
  const at = instantAt(isoDate, hhmm, centreTimeZone);
  return at ? clockTime(at, displayPreferences().timeZone) : hhmm;
}

/**
 * A wall-clock time as a place's own clock says it ('18:00' → '6:00 PM' in English, '18:00'
 * in German), never moved between zones: the centre's opening hours are its own.
 */
export function formatClockTime(hhmm: string): string {
  const at = new Date(`1970-01-01T${hhmm}:00Z`);
  if (!/^\d{2}:\d{2}$/.test(hhmm) || Number.isNaN(at.getTime())) return hhmm;
  return clockTime(at, 'UTC');
}

/** Names joined as the reader's language says 'one or the other': 'Aarav or Maya'. */
export function formatEitherName(names: string[]): string {
  const key = `list|${localeTag()}`;
  let list = lists.get(key);
  if (!list) {
    list = new Intl.ListFormat(localeTag(), { type: 'disjunction' });
    lists.set(key, list);
  }
  return list.format(names);
}
const lists = new Map<string, Intl.ListFormat>();

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

/** Amounts are stored in cents (spec section 9) and shown in US dollars: '$350.00'. */
export const formatCents = (cents: number) =>
  numbers({ style: 'currency', currency: 'USD' }).format(cents / 100);

/** A count or a decimal as the reader writes numbers: 1,234.5 or 1 234,5. */
export const formatNumber = (value: number) => numbers({}).format(value);

/** '2026-11' → 'November 2026' in the reader's language; anything unreadable as it is. */
export function formatMonth(month: string): string {
  const at = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return month;
  return dates({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
}
