import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  maxReportDays,
  reportErrors,
  type ReportPeriod,
  type ReportTab,
} from '../../../contract/reports.ts';
import { routeQuery, routeUrl } from '../../lib/api.ts';

/** What the screen's controls chose: the period (and a custom one's days) and the room. */
export type ReportFilters = {
  period: ReportPeriod;
  start: string;
  end: string;
  /** 'all' or a room's filter key. */
  room: string;
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * Why a custom period cannot be asked for yet (the server's own words, by catalogue id), or
 * null when it can: both days, in order, at most 366 days.
 */
export function customPeriodProblem(filters: ReportFilters): string | null {
  if (filters.period !== 'custom') return null;
  if (!filters.start) return reportErrors.startRequired;
  if (!filters.end) return reportErrors.endRequired;
  if (filters.start > filters.end) return reportErrors.startAfterEnd;
  if (dayNumber(filters.end) - dayNumber(filters.start) + 1 > maxReportDays)
    return reportErrors.rangeTooLong;
  return null;
}

/** A custom period's days (the other periods' are the server's to work out). */
const customDays = (filters: ReportFilters): { start?: string; end?: string } =>
  filters.period === 'custom' ? { start: filters.start, end: filters.end } : {};

/** The query the server reads the filters from. */
export const reportQuery = (filters: ReportFilters) => ({
  period: filters.period,
  room: filters.room,
  ...customDays(filters),
});

/** The same as a query string: what a report's answers are cached under. */
export function reportParams(filters: ReportFilters) {
  const params = new URLSearchParams({ period: filters.period, room: filters.room });
  const { start, end } = customDays(filters);
  if (start !== undefined && end !== undefined) {
    params.set('start', start);
    params.set('end', end);
  }
  return params.toString();
}

export const reportSummaryQuery = (filters: ReportFilters) => {
  const query = reportParams(filters);
  return queryOptions({
    queryKey: ['reports', 'summary', query] as const,
    ...routeQuery('GET /api/reports/summary', { query: reportQuery(filters) }),
    // The figures of the last choice stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
};

/** The report for the filters, read when they make a period the server accepts. */
export function useReportSummary(filters: ReportFilters) {
  return useQuery({
    ...reportSummaryQuery(filters),
    enabled: customPeriodProblem(filters) === null,
  });
}

/** The CSV of one tab for the filters (the server streams and names it). */
export const reportExportPath = (filters: ReportFilters, tab: ReportTab) =>
  routeUrl('GET /api/reports/export', {
    query: { period: filters.period, room: filters.room, tab, ...customDays(filters) },
  });
