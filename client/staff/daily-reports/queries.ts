import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildResponse } from '../../../contract/children.ts';
import type {
  CreateDailyReportRequest,
  DailyReportResponse,
} from '../../../contract/daily-reports.ts';
import type { StaffResponse } from '../../../contract/staff.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Enrolled children (the same cache entry as the children page and the dashboard). */
export function useChildren() {
  return useQuery({
    queryKey: queryKeys.children,
    queryFn: ({ signal }) => api.get<ChildResponse[]>('/api/children', { signal }),
  });
}

/** Current staff (the same cache entry as the staff page). */
export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.staff,
    queryFn: ({ signal }) => api.get<StaffResponse[]>('/api/staff', { signal }),
  });
}

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
