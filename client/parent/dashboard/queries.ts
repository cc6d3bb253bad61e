import { useQuery } from '@tanstack/react-query';
import type { ParentOverviewResponse } from '../../../contract/parent-overview.ts';
import { apiGet } from '../../lib/api.ts';

const overviewKey = ['parent', 'overview'] as const;

export function useParentOverview() {
  return useQuery({
    queryKey: overviewKey,
    ...apiGet<ParentOverviewResponse>('/api/parent/overview'),
  });
}
