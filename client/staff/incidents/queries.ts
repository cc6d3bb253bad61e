import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardStatsResponse } from '../../../contract/dashboard.ts';
import type { CreateIncidentRequest, IncidentResponse } from '../../../contract/incidents.ts';
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

/** A new incident changes the incident lists, Recent Alerts and Pending Reports. */
export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateIncidentRequest) => api.post<IncidentResponse>('/api/incidents', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.incidents }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
      ]),
  });
}
