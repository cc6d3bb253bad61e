import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  RatioComplianceResponse,
  SignInSheetFormat,
  SignInSheetResponse,
} from '../../../contract/licensing-reports.ts';
import { apiGet } from '../../lib/api.ts';
import { customPeriodProblem, type ReportFilters, reportParams } from './queries.ts';

/** Ratio compliance for the report's period and room (decision 032). */
export function useRatioCompliance(filters: ReportFilters) {
  const query = reportParams(filters);
  return useQuery({
    ...queryOptions({
      queryKey: ['reports', 'ratios', query] as const,
      ...apiGet<RatioComplianceResponse>(`/api/reports/ratios?${query}`),
      placeholderData: keepPreviousData,
    }),
    enabled: customPeriodProblem(filters) === null,
  });
}

export const ratioExportPath = (filters: ReportFilters) =>
  `/api/reports/ratios/export?${reportParams(filters)}`;

/** The query string of a sign-in sheet: the day when one is chosen (else the centre's today). */
const sheetParams = (date: string, room: string, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ room, ...extra });
  if (date) params.set('date', date);
  return params.toString();
};

export function useSignInSheet(date: string, room: string) {
  const query = sheetParams(date, room);
  return useQuery({
    ...queryOptions({
      queryKey: ['reports', 'sign-in-sheet', query] as const,
      ...apiGet<SignInSheetResponse>(`/api/reports/sign-in-sheet?${query}`),
      placeholderData: keepPreviousData,
    }),
  });
}

export const signInSheetExportPath = (date: string, room: string, format: SignInSheetFormat) =>
  `/api/reports/sign-in-sheet/export?${sheetParams(date, room, { format })}`;
