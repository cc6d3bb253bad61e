import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayPreferences } from '../i18n/preferences.ts';
import { speak } from '../i18n/test-setup.ts';
import {
  formatCalendarDay,
  formatCentreTime,
  formatCents,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatTime,
  formatWeekday,
  fullName,
} from './format.ts';

const newYork = { dateFormat: 'MM/DD/YYYY', timeZone: 'America/New_York' } as const;

afterEach(() => {
  speak('en');
  setDisplayPreferences(newYork);
});

describe('formatting for people', () => {
  it('shows a calendar date as the day it says, in the reader’s date format or in words', () => {
    setDisplayPreferences(newYork);
    expect(formatCalendarDay('2026-11-18')).toBe('11/18/2026');
    expect(formatCalendarDay('2026-11-18', 'long')).toBe('November 18, 2026');
    expect(formatCalendarDay('2026-11-20', 'weekday')).toBe('Fri, Nov 20');
    expect(formatCalendarDay('not a date')).toBe('not a date');
    setDisplayPreferences({ ...newYork, dateFormat: 'YYYY-MM-DD' });
    expect(formatCalendarDay('2026-11-18')).toBe('2026-11-18');
    setDisplayPreferences({ ...newYork, dateFormat: 'DD/MM/YYYY' });
    expect(formatCalendarDay('2026-03-04')).toBe('04/03/2026');
  });

  it('names an ISO weekday (1 Monday … 7 Sunday) in the reader’s language, in any zone', () => {
    for (const timeZone of ['Pacific/Auckland', 'America/Los_Angeles']) {
      setDisplayPreferences({ ...newYork, timeZone });
      expect(formatWeekday(1), timeZone).toBe('Monday');
      expect(formatWeekday(7, 'short'), timeZone).toBe('Sun');
    }
    speak('fr');
    expect(formatWeekday(6)).toBe('samedi');
  });

  it('never shifts a calendar day into the reader’s zone, even through the instant formatters', () => {
    for (const timeZone of ['America/Los_Angeles', 'Pacific/Auckland']) {
      setDisplayPreferences({ dateFormat: 'MM/DD/YYYY', timeZone });
      expect(formatCalendarDay('2026-11-24'), timeZone).toBe('11/24/2026');
      expect(formatCalendarDay('2026-11-24', 'long'), timeZone).toBe('November 24, 2026');
      expect(formatDate('2026-11-24'), timeZone).toBe('11/24/2026');
      expect(formatDateTime('2026-11-24'), timeZone).toBe('11/24/2026');
    }
  });

  it('writes dates in words and amounts in the reader’s language', () => {
    speak('fr');
    expect(formatCalendarDay('2026-11-18', 'long')).toBe('18 novembre 2026');
    expect(formatCents(35000)).toBe('350,00\u00a0$US');
    speak('de');
    expect(formatCalendarDay('2026-11-20', 'weekday')).toBe('Fr., 20. Nov.');
    speak('es');
    expect(formatCents(35000)).toBe('$350.00');
  });

  it('shows an instant in the reader’s time zone and date format', () => {
    setDisplayPreferences(newYork);
    expect(formatDateTime('2025-03-04T15:20:00Z')).toBe('03/04/2025, 10:20 AM');
    setDisplayPreferences({ dateFormat: 'YYYY-MM-DD', timeZone: 'America/Los_Angeles' });
    expect(formatDateTime('2025-03-04T15:20:00Z')).toBe('2025-03-04, 7:20 AM');
    speak('de');
    expect(formatDateTime('2025-03-04T15:20:00Z')).toBe('2025-03-04, 07:20');
  });

  it('shows an instant to the second for the camera watermark, in the reader’s zone', () => {
    setDisplayPreferences(newYork);
    expect(formatDateTimeSeconds(new Date('2025-03-04T15:20:07Z'))).toBe('03/04/2025, 10:20:07 AM');
    speak('de');
    setDisplayPreferences({ dateFormat: 'DD/MM/YYYY', timeZone: 'Europe/Berlin' });
    expect(formatDateTimeSeconds(new Date('2025-03-04T15:20:07Z'))).toBe('04/03/2025, 16:20:07');
    expect(formatDateTimeSeconds(new Date(NaN))).toBe('');
  });

  it('shows the time of day of an instant in the reader’s zone and language', () => {
    setDisplayPreferences(newYork);
    expect(formatTime('2026-11-18T15:05:00.000Z')).toBe('10:05 AM');
    setDisplayPreferences({ ...newYork, timeZone: 'Europe/Berlin' });
    speak('de');
    expect(formatTime('2026-11-18T15:05:00.000Z')).toBe('16:05');
    expect(formatTime('soon')).toBe('soon');
  });

  it('shows the day an instant fell on where the reader is', () => {
    setDisplayPreferences(newYork);
    expect(formatDate('2025-03-05T03:00:00Z')).toBe('03/04/2025');
    setDisplayPreferences({ dateFormat: 'DD/MM/YYYY', timeZone: 'Europe/Berlin' });
    expect(formatDate('2025-03-05T03:00:00Z')).toBe('05/03/2025');
    expect(formatDate('soon')).toBe('soon');
  });

  it('moves a time the centre recorded into the reader’s zone, across daylight saving', () => {
    setDisplayPreferences({ ...newYork, timeZone: 'America/Los_Angeles' });
    expect(formatCentreTime('2026-11-18', '08:05', 'America/New_York')).toBe('5:05 AM');
    expect(formatCentreTime('2026-07-01', '17:30', 'America/New_York')).toBe('2:30 PM');
    setDisplayPreferences(newYork);
    expect(formatCentreTime('2026-11-18', '08:05', 'America/New_York')).toBe('8:05 AM');
    expect(formatCentreTime('2026-11-18', 'soon', 'America/New_York')).toBe('soon');
  });

  it('shows cents as dollars, and a person by name', () => {
    expect(formatCents(35000)).toBe('$350.00');
    expect(fullName({ firstName: 'Emma', lastName: 'Johnson' })).toBe('Emma Johnson');
  });
});
