import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Health records (decision 066), read by both portals and by several staff features. */

/** Each child with allergies or conditions: the badges on the child. */
export const healthAlertsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.health, 'alerts'],
    ...routeQuery('GET /api/health/alerts'),
  });

/** One child's allergies, conditions and medications with their dose log. */
export const childHealthQuery = (childId: number) =>
  queryOptions({
    queryKey: [...queryKeys.health, 'child', childId],
    ...routeQuery('GET /api/children/:id/health', { params: { id: childId } }),
  });
