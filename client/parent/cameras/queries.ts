import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../lib/api.ts';

/**
 * How often the list is asked again while shown: the server checks each camera every minute
 * (Online/Offline), and whether View Camera may start changes when a child is checked in.
 */
export const camerasPollMs = 60_000;

/** The cameras of this family's children's rooms (the server decides which). */
export const parentCamerasQuery = () =>
  queryOptions({
    queryKey: ['cameras'] as const,
    ...routeQuery('GET /api/cameras'),
    refetchInterval: camerasPollMs,
  });
