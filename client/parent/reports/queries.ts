import { useMutation } from '@tanstack/react-query';
import type { AcknowledgeIncidentRequest, IncidentResponse } from '../../../contract/incidents.ts';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/** Signing an incident changes every incident list (the staff's Recent Alerts too). */
export function useAcknowledgeIncident(incidentId: number) {
  return useMutation({
    mutationFn: (body: AcknowledgeIncidentRequest) =>
      api.post<IncidentResponse>(`/api/incidents/${incidentId}/acknowledge`, body),
    onSuccess: useRefreshAfter('incident'),
  });
}
