import { useMutation } from '@tanstack/react-query';
import type { CreateIncidentRequest } from '../../../contract/incidents.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/** A new incident changes the incident lists, Recent Alerts and Pending Reports. */
export function useCreateIncident() {
  return useMutation({
    mutationFn: (body: CreateIncidentRequest) => call('POST /api/incidents', { body }),
    onSuccess: useRefreshAfter('incident'),
  });
}
