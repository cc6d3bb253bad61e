import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../lib/http-errors.ts';
import { dayWindows, resolvePeriod } from './report-period.ts';

describe('resolvePeriod', () => {
  it('this week runs Monday to Sunday, whatever day today is', () => {
    expect(resolvePeriod('week', '2026-11-18', {})).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    expect(resolvePeriod('week', '2026-11-22', {})).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    expect(resolvePeriod('week', '2026-11-16', {})).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    // Across a year's end.
    expect(resolvePeriod('week', '2027-01-01', {})).toEqual({
      start: '2026-12-28',
      end: '2027-01-03',
    });
  });
  it('this month ends on its own last day (February, leap years, December)', () => {
    expect(resolvePeriod('month', '2026-02-10', {})).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(resolvePeriod('month', '2028-02-29', {})).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(resolvePeriod('month', '2026-12-31', {})).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
  });
  it('a custom period: both days, in order, at most 366 days', () => {
    expect(
      resolvePeriod('custom', '2026-11-18', { start: '2026-11-18', end: '2026-11-18' }),
    ).toEqual({ start: '2026-11-18', end: '2026-11-18' });
    expect(
      resolvePeriod('custom', '2026-11-18', { start: '2027-01-01', end: '2027-12-31' }),
    ).toEqual({ start: '2027-01-01', end: '2027-12-31' });
    const code = (custom: { start?: string; end?: string }) => {
      try {
        resolvePeriod('custom', '2026-11-18', custom);
      } catch (error) {
        return (error as HttpError).code;
      }
      return null;
    };
    expect(code({ end: '2026-11-01' })).toBe('reports.errors.startRequired');
    expect(code({ start: '2026-11-01' })).toBe('reports.errors.endRequired');
    expect(code({ start: '2026-11-02', end: '2026-11-01' })).toBe('reports.errors.startAfterEnd');
    expect(code({ start: '2027-01-01', end: '2028-01-01' })).toBeNull();
    expect(code({ start: '2027-01-01', end: '2028-01-02' })).toBe('reports.errors.rangeTooLong');
    expect(code({ start: '2028-01-01', end: '2028-12-31' })).toBeNull();
  });
});

describe('dayWindows', () => {
  it('cuts a range into consecutive windows, the last one short', () => {
    expect([...dayWindows({ start: '2026-01-30', end: '2026-02-03' }, 2)]).toEqual([
      { start: '2026-01-30', end: '2026-01-31' },
      { start: '2026-02-01', end: '2026-02-02' },
      { start: '2026-02-03', end: '2026-02-03' },
    ]);
  });
});
