import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDailyReportRequest,
  DailyReportResponse,
} from '../../../contract/daily-reports.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** A new report changes the report lists and the dashboard's figures. */
export function useCreateDailyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDailyReportRequest) =>
      api.post<DailyReportResponse>('/api/daily-reports', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.dailyReports }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
      ]),
  });
}
