import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routeQuery } from '../../lib/api.ts';

const systemKey = ['system'] as const;

export function useSystemInfo() {
  return useQuery({
    queryKey: [...systemKey, 'info'],
    ...routeQuery('GET /api/system'),
  });
}

export function useFailedJobs() {
  return useQuery({
    queryKey: [...systemKey, 'failed-jobs'],
    ...routeQuery('GET /api/jobs/failed'),
  });
}

export function useBackups() {
  return useQuery({
    queryKey: [...systemKey, 'backups'],
    ...routeQuery('GET /api/system/backups'),
  });
}

/** Everything on the System card is refreshed after a change to any of it. */
function useRefreshSystem() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: systemKey });
}

export function useRetryJob() {
  const refresh = useRefreshSystem();
  return useMutation({
    mutationFn: (id: number) => call('POST /api/jobs/:id/retry', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useRequestBackup() {
  const refresh = useRefreshSystem();
  return useMutation({
    mutationFn: () => call('POST /api/system/backups'),
    onSuccess: refresh,
  });
}
