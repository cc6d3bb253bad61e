import { useMutation } from '@tanstack/react-query';
import type { CreateActivityRequest } from '../../../contract/activities.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

export function useLogActivity() {
  return useMutation({
    mutationFn: (body: CreateActivityRequest) => call('POST /api/activities', { body }),
    onSuccess: useRefreshAfter('activity'),
  });
}
