import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedJobResponse } from '../../../contract/jobs.ts';
import type { BackupResponse, SystemInfoResponse } from '../../../contract/system.ts';
import { api } from '../../lib/api.ts';

const systemKey = ['system'] as const;

export function useSystemInfo() {
  return useQuery({
    queryKey: [...systemKey, 'info'],
    queryFn: ({ signal }) => api.get<SystemInfoResponse>('/api/system', { signal }),
  });
}

export function useFailedJobs() {
  return useQuery({
    queryKey: [...systemKey, 'failed-jobs'],
    queryFn: ({ signal }) => api.get<FailedJobResponse[]>('/api/jobs/failed', { signal }),
  });
}

export function useBackups() {
  return useQuery({
    queryKey: [...systemKey, 'backups'],
    queryFn: ({ signal }) => api.get<BackupResponse[]>('/api/system/backups', { signal }),
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
    mutationFn: (id: number) => api.post<void>(`/api/jobs/${id}/retry`),
    onSuccess: refresh,
  });
}

export function useRequestBackup() {
  const refresh = useRefreshSystem();
  return useMutation({
    mutationFn: () => api.post<{ queued: true }>('/api/system/backups'),
    onSuccess: refresh,
  });
}
