import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../lib/api.ts';

/** The centre's today, from the family's overview (the same cache entry as the dashboard's). */
export const useParentToday = () =>
  useQuery({
    queryKey: ['parent', 'overview'] as const,
    ...routeQuery('GET /api/parent/overview'),
    select: (overview) => overview.today,
  });
