import { useQuery } from '@tanstack/react-query';
import type { ParentOverviewResponse } from '../../../contract/parent-overview.ts';
import { api } from '../../lib/api.ts';

const overviewKey = ['parent', 'overview'] as const;

export function useParentOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => api.get<ParentOverviewResponse>('/api/parent/overview', { signal }),
  });
}
