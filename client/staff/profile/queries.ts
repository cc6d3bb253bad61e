import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../lib/api.ts';

/**
 * The signed-in staff member's account statistics. Read again each time the profile opens
 * (stale at once): the day's check-ins, reports and photos change them from other screens.
 */
export function useAccountStatistics() {
  return useQuery({
    queryKey: ['profile', 'statistics'],
    ...routeQuery('GET /api/profile/statistics'),
    staleTime: 0,
  });
}
