import { useMutation } from '@tanstack/react-query';
import type {
  CreateDailyReportRequest,
  DailyReportResponse,
} from '../../../contract/daily-reports.ts';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/** A new report changes the report lists and the dashboard's figures. */
export function useCreateDailyReport() {
  return useMutation({
    mutationFn: (body: CreateDailyReportRequest) =>
      api.post<DailyReportResponse>('/api/daily-reports', body),
    onSuccess: useRefreshAfter('dailyReport'),
  });
}
