import { useQuery } from '@tanstack/react-query';
import type { ParentAccountResponse } from '../../../contract/parent-overview.ts';
import { api } from '../../lib/api.ts';

export function useParentAccount() {
  return useQuery({
    queryKey: ['parent', 'account'],
    queryFn: ({ signal }) => api.get<ParentAccountResponse>('/api/parent/account', { signal }),
  });
}
