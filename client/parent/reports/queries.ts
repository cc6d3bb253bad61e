import { useMutation } from '@tanstack/react-query';
import type { AcknowledgeIncidentRequest } from '../../../contract/incidents.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/** Signing an incident changes every incident list (the staff's Recent Alerts too). */
export function useAcknowledgeIncident(incidentId: number) {
  return useMutation({
    mutationFn: (body: AcknowledgeIncidentRequest) =>
      call('POST /api/incidents/:id/acknowledge', { params: { id: incidentId }, body }),
    onSuccess: useRefreshAfter('incident'),
  });
}
