import { describe, expect, it } from 'vitest';
import { localDate, localTime } from './clock.ts';

describe("the centre's local date and time", () => {
  it('is the date in the centre’s time zone, not UTC', () => {
    // 02:30 UTC on the 19th is still the evening of the 18th in New York.
    const at = new Date('2026-11-19T02:30:00Z');
    expect(localDate(at, 'America/New_York')).toBe('2026-11-18');
    expect(localTime(at, 'America/New_York')).toBe('21:30');
    expect(localDate(at, 'UTC')).toBe('2026-11-19');
  });

  it('follows daylight saving time', () => {
    expect(localTime(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('08:00');
    expect(localTime(new Date('2026-12-01T12:00:00Z'), 'America/New_York')).toBe('07:00');
  });

  it('writes midnight as 00, not 24', () => {
    expect(localTime(new Date('2026-11-19T05:00:00Z'), 'America/New_York')).toBe('00:00');
  });
});
