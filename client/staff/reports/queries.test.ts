import { describe, expect, it } from 'vitest';
import {
  customPeriodProblem,
  type ReportFilters,
  reportExportPath,
  reportParams,
} from './queries.ts';

const filters = (over: Partial<ReportFilters>): ReportFilters => ({
  period: 'custom',
  start: '2026-11-01',
  end: '2026-11-30',
  room: 'all',
  ...over,
});

describe('the reports screen’s filters', () => {
  it('send custom days only for a custom period', () => {
    expect(reportParams(filters({ period: 'month', room: 'infants' }))).toBe(
      'period=month&room=infants',
    );
    expect(reportParams(filters({}))).toBe(
      'period=custom&room=all&start=2026-11-01&end=2026-11-30',
    );
    expect(reportExportPath(filters({ period: 'week' }), 'attendance')).toBe(
      '/api/reports/export?period=week&room=all&tab=attendance',
    );
  });

  it('say why a custom period cannot be asked for, in the server’s words', () => {
    expect(customPeriodProblem(filters({ period: 'today', start: '' }))).toBeNull();
    expect(customPeriodProblem(filters({}))).toBeNull();
    expect(customPeriodProblem(filters({ start: '' }))).toBe('reports.errors.startRequired');
    expect(customPeriodProblem(filters({ end: '' }))).toBe('reports.errors.endRequired');
    expect(customPeriodProblem(filters({ start: '2026-12-01' }))).toBe(
      'reports.errors.startAfterEnd',
    );
    expect(customPeriodProblem(filters({ start: '2025-11-29' }))).toBe(
      'reports.errors.rangeTooLong',
    );
    expect(customPeriodProblem(filters({ start: '2025-11-30' }))).toBeNull();
  });
});
