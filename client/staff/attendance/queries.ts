import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceResponse, RecordAttendanceRequest } from '../../../contract/attendance.ts';
import type { DashboardStatsResponse } from '../../../contract/dashboard.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The centre's today, from the dashboard's stats: never the browser's date. */
export function useCentreToday() {
  return useQuery({
    queryKey: queryKeys.dashboardStats,
    queryFn: ({ signal }) => api.get<DashboardStatsResponse>('/api/dashboard/stats', { signal }),
    select: (stats) => stats.date,
  });
}

/** One day's attendance (same cache entry as the dashboard's table). */
export function useAttendanceOn(date: string | undefined) {
  return useQuery({
    queryKey: queryKeys.attendance(date ?? ''),
    queryFn: ({ signal }) =>
      api.get<AttendanceResponse[]>(`/api/attendance?date=${encodeURIComponent(date!)}`, {
        signal,
      }),
    enabled: date !== undefined,
  });
}

/** A check-in or out changes the attendance table, the stats and the rooms' live ratios. */
export function useRecordAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordAttendanceRequest) =>
      api.post<AttendanceResponse>('/api/attendance', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.attendanceAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.roomRatios }),
      ]),
  });
}
