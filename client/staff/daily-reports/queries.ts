import { useMutation } from '@tanstack/react-query';
import type { CreateDailyReportRequest } from '../../../contract/daily-reports.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/** A new report changes the report lists and the dashboard's figures. */
export function useCreateDailyReport() {
  return useMutation({
    mutationFn: (body: CreateDailyReportRequest) => call('POST /api/daily-reports', { body }),
    onSuccess: useRefreshAfter('dailyReport'),
  });
}
