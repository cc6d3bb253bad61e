import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInSheetFormat } from '../../../contract/licensing-reports.ts';
import { routeQuery, routeUrl } from '../../lib/api.ts';
import { customPeriodProblem, type ReportFilters, reportParams, reportQuery } from './queries.ts';

/** Ratio compliance for the report's period and room (decision 032). */
export function useRatioCompliance(filters: ReportFilters) {
  const query = reportParams(filters);
  return useQuery({
    ...queryOptions({
      queryKey: ['reports', 'ratios', query] as const,
      ...routeQuery('GET /api/reports/ratios', { query: reportQuery(filters) }),
      placeholderData: keepPreviousData,
    }),
    enabled: customPeriodProblem(filters) === null,
  });
}

export const ratioExportPath = (filters: ReportFilters) =>
  routeUrl('GET /api/reports/ratios/export', { query: reportQuery(filters) });

/** A sign-in sheet's query: the day when one is chosen (else the centre's today). */
const sheetQuery = (date: string, room: string) => ({ room, date: date || undefined });

export function useSignInSheet(date: string, room: string) {
  const query = sheetQuery(date, room);
  return useQuery({
    ...queryOptions({
      queryKey: ['reports', 'sign-in-sheet', query] as const,
      ...routeQuery('GET /api/reports/sign-in-sheet', { query }),
      placeholderData: keepPreviousData,
    }),
  });
}

export const signInSheetExportPath = (date: string, room: string, format: SignInSheetFormat) =>
  routeUrl('GET /api/reports/sign-in-sheet/export', {
    query: { room, format, date: date || undefined },
  });
