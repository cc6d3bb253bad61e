import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityResponse, CreateActivityRequest } from '../../../contract/activities.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useLogActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateActivityRequest) =>
      api.post<ActivityResponse>('/api/activities', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activities }),
  });
}
