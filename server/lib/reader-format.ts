import { eq } from 'drizzle-orm';
import {
  type DateFormat,
  type Language,
  dateFormats,
  ianaTimeZones,
  timezones,
} from '../../contract/enums.ts';
import type { DbOrTx } from '../db/client.ts';
import { userSettings } from '../db/schema/index.ts';
import { languageOr, translate } from './i18n.ts';
import { zonedInstant } from './jobs/schedules.ts';

/**
 * How one person reads dates, times and amounts in what the server writes for them (messages,
 * e-mails, files), as the browser shows them (client/lib/format.ts): their language, their
 * date format and their time zone (settings, spec section 9).
 */
export type Reader = {
  language: Language;
  dateFormat: DateFormat;
  /** An IANA zone: where an instant (a record's 'Recorded at') is read. */
  timeZone: string;
  /** Parents: the file format they chose for downloads (their settings). */
  downloadFormat?: unknown;
};

export const defaultReader: Reader = {
  language: 'en',
  dateFormat: 'MM/DD/YYYY',
  timeZone: ianaTimeZones.Eastern,
};

// As the browser writes them: Spanish as in the United States, French and German as in Europe.
const regions: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-FR', de: 'de-DE' };

/** A person's reading settings (the defaults for what they never chose). */
export async function readerOfUser(db: DbOrTx, userId: number): Promise<Reader> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  const s = (row?.settings ?? {}) as {
    language?: unknown;
    dateFormat?: unknown;
    timezone?: unknown;
    downloadFormat?: unknown;
  };
  const zone = (timezones as readonly unknown[]).includes(s.timezone)
    ? ianaTimeZones[s.timezone as keyof typeof ianaTimeZones]
    : defaultReader.timeZone;
  return {
    language: languageOr(s.language),
    dateFormat: (dateFormats as readonly unknown[]).includes(s.dateFormat)
      ? (s.dateFormat as DateFormat)
      : defaultReader.dateFormat,
    timeZone: zone,
    downloadFormat: s.downloadFormat,
  };
}

const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A calendar day (YYYY-MM-DD: a birthday, an incident's date, a due date) as the day it says
 * in every zone: '2026-11-24' → '11/24/2026' in the reader's date format ('numeric'), or
 * 'November 24, 2026' in their language ('long'). Never read as an instant, which is UTC
 * midnight and so the day before west of UTC. Anything else as it is.
 */
export function formatCalendarDay(
  reader: Pick<Reader, 'language' | 'dateFormat'>,
  day: string,
  style: 'numeric' | 'long' = 'numeric',
): string {
  if (!isCalendarDay(day)) return day;
  if (style === 'long') {
    return new Intl.DateTimeFormat(regions[reader.language], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`));
  }
  const [y, m, d] = day.split('-');
  switch (reader.dateFormat) {
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'YYYY-MM-DD':
      return day;
    default:
      return `${m}/${d}/${y}`;
  }
}

/** An instant's time of day in the reader's zone and language ('3:20 PM', '15:20'). */
export function formatClockTime(reader: Reader, at: Date): string {
  return new Intl.DateTimeFormat(regions[reader.language], {
    timeStyle: 'short',
    timeZone: reader.timeZone,
  }).format(at);
}

/**
 * A time the centre recorded ('15:20' on its date `day`, on its clock) as the reader reads it:
 * in their zone and language ('3:20 PM'); as recorded when it is not HH:MM.
 */
export function formatCentreTime(
  reader: Reader,
  day: string,
  hhmm: string,
  centreTimeZone: string,
): string {
  const time = hhmm.slice(0, 5);
  if (!isCalendarDay(day) || !/^\d{2}:\d{2}$/.test(time)) return hhmm;
  return formatClockTime(reader, zonedInstant(day, time, centreTimeZone));
}

/**
 * An instant as the wall clock of `timeZone` showed it, with that zone's offset from UTC then:
 * '2026-11-26T15:20:05-05:00' (ISO 8601; a file read anywhere says when it happened there).
 */
export function zonedTimestamp(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const seconds = Math.floor(at.getTime() / 1000) * 1000;
  const offset = Math.round((Date.parse(`${wall}Z`) - seconds) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (language: Language, timeZone: string) => {
  const key = `${language}|${timeZone}`;
  let made = clocks.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(regions[language], { timeStyle: 'short', timeZone });
    clocks.set(key, made);
  }
  return made;
};

// PDF's standard fonts know no narrow no-break space (what ICU puts before AM/PM); a no-break
// space keeps '8:20 PM' together just as well.
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

/**
 * Dates and times in a document, as its reader reads them on screen: days in their date
 * format, wall-clock times ('HH:MM' on the centre's clock) in their language's style
 * ('8:20 PM' in English, '20:20' in German), and texts in their language.
 */
export function readerFormat(reader: Reader) {
  const day = (isoDate: string): string => formatCalendarDay(reader, isoDate);
  return {
    t: (id: string, params?: Record<string, string | number>) =>
      translate(reader.language, id, params),
    /** '2026-11-16' → '11/16/2026' (or as the reader's format writes it). */
    day,
    /** '20:20' → '8:20 PM' in English; anything else as it is. */
    clock(hhmm: string): string {
      if (!/^\d{2}:\d{2}$/.test(hhmm)) return hhmm;
      const at = new Date(`1970-01-01T${hhmm}:00Z`);
      return printable(clockOf(reader.language, 'UTC').format(at));
    },
    /** An instant in the reader's zone: '11/16/2026, 8:20 PM'. */
    instant(at: Date): string {
      const local = new Intl.DateTimeFormat('en-CA', {
        timeZone: reader.timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(at);
      return `${day(local)}, ${printable(clockOf(reader.language, reader.timeZone).format(at))}`;
    },
  };
}
export type ReaderFormat = ReturnType<typeof readerFormat>;
