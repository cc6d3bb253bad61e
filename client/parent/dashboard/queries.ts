import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildResponse } from '../../../contract/children.ts';
import type { DailyReportResponse } from '../../../contract/daily-reports.ts';
import type { AcknowledgeIncidentRequest, IncidentResponse } from '../../../contract/incidents.ts';
import type { ParentOverviewResponse } from '../../../contract/parent-overview.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const overviewKey = ['parent', 'overview'] as const;

/** The signed-in parent's own children (the server filters to their family). */
export function useMyChildren() {
  return useQuery({
    queryKey: queryKeys.children,
    queryFn: ({ signal }) => api.get<ChildResponse[]>('/api/children', { signal }),
  });
}

export function useParentOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => api.get<ParentOverviewResponse>('/api/parent/overview', { signal }),
  });
}

/** One child's daily reports, newest first. */
export function useChildDailyReports(childId: number | undefined) {
  return useQuery({
    queryKey: [...queryKeys.dailyReports, 'child', childId],
    queryFn: ({ signal }) =>
      api.get<DailyReportResponse[]>(`/api/daily-reports?childId=${childId}&limit=30`, { signal }),
    enabled: childId !== undefined,
  });
}

/** One child's incident reports, newest first. */
export function useChildIncidents(childId: number | undefined) {
  return useQuery({
    queryKey: [...queryKeys.incidents, 'child', childId],
    queryFn: ({ signal }) =>
      api.get<IncidentResponse[]>(`/api/incidents?childId=${childId}&limit=30`, { signal }),
    enabled: childId !== undefined,
  });
}

/** Signing an incident changes every incident list (the staff's Recent Alerts too). */
export function useAcknowledgeIncident(incidentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcknowledgeIncidentRequest) =>
      api.post<IncidentResponse>(`/api/incidents/${incidentId}/acknowledge`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.incidents }),
  });
}
