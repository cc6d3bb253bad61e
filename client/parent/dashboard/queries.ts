import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../lib/api.ts';

/** The family's overview: the parent's home reads it, and its route loader asks it early. */
export const parentOverviewQuery = () => ({
  queryKey: ['parent', 'overview'] as const,
  ...routeQuery('GET /api/parent/overview'),
});

export function useParentOverview() {
  return useQuery(parentOverviewQuery());
}
