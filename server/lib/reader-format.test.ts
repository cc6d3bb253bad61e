import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatCentreTime } from './reader-format.ts';

const reader = (timeZone: string) =>
  ({ language: 'en', dateFormat: 'MM/DD/YYYY', timeZone }) as const;

describe('what the server writes for a reader', () => {
  it('shows a calendar day as the day it says, whatever the zone (issue 35)', () => {
    for (const timeZone of ['America/Los_Angeles', 'Pacific/Auckland']) {
      expect(formatCalendarDay(reader(timeZone), '2026-11-24')).toBe('11/24/2026');
      expect(formatCalendarDay(reader(timeZone), '2026-11-24', 'long')).toBe('November 24, 2026');
    }
    expect(formatCalendarDay({ language: 'de', dateFormat: 'DD/MM/YYYY' }, '2026-11-24')).toBe(
      '24/11/2026',
    );
    expect(
      formatCalendarDay({ language: 'fr', dateFormat: 'DD/MM/YYYY' }, '2026-11-24', 'long'),
    ).toBe('24 novembre 2026');
    expect(formatCalendarDay(reader('UTC'), 'soon')).toBe('soon');
  });

  it('shows a time on the centre’s clock in the reader’s zone and language', () => {
    expect(
      formatCentreTime(reader('America/Los_Angeles'), '2026-11-26', '15:20', 'America/New_York'),
    ).toMatch(/^12:20\sPM$/);
    expect(
      formatCentreTime(
        { language: 'de', dateFormat: 'DD/MM/YYYY', timeZone: 'America/New_York' },
        '2026-11-26',
        '15:20:00',
        'America/New_York',
      ),
    ).toBe('15:20');
  });
});
