import { useMutation } from '@tanstack/react-query';
import type { ActivityResponse, CreateActivityRequest } from '../../../contract/activities.ts';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

export function useLogActivity() {
  return useMutation({
    mutationFn: (body: CreateActivityRequest) =>
      api.post<ActivityResponse>('/api/activities', body),
    onSuccess: useRefreshAfter('activity'),
  });
}
