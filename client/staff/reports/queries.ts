import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  maxReportDays,
  reportErrors,
  type ReportPeriod,
  type ReportSummaryResponse,
  type ReportTab,
} from '../../../contract/reports.ts';
import { apiGet } from '../../lib/api.ts';

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

/** The query string the server reads the filters from (custom days only for custom). */
export function reportParams(filters: ReportFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ period: filters.period, room: filters.room, ...extra });
  if (filters.period === 'custom') {
    params.set('start', filters.start);
    params.set('end', filters.end);
  }
  return params.toString();
}

export const reportSummaryQuery = (filters: ReportFilters) => {
  const query = reportParams(filters);
  return queryOptions({
    queryKey: ['reports', 'summary', query] as const,
    ...apiGet<ReportSummaryResponse>(`/api/reports/summary?${query}`),
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
  `/api/reports/export?${reportParams(filters, { tab })}`;
