import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CameraCreateRequest, CameraUpdateRequest } from '../../../contract/cameras.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { routePages } from '../../lib/paged-list.ts';

export const camerasKey = ['cameras'] as const;
/** The viewing log: every camera's filter sits under it, so one invalidation refreshes all. */
export const viewingLogKey = ['camera-sessions'] as const;

/** The server's health check updates `online` every minute: reading more often shows nothing new. */
export const cameraRefreshMs = 60_000;

/** Every camera with its network details (staff), re-read each minute for Online/Offline. */
export const camerasQuery = () =>
  queryOptions({
    queryKey: camerasKey,
    ...routeQuery('GET /api/cameras'),
    refetchInterval: cameraRefreshMs,
  });

/** Who watched which camera, newest first, 50 at a time; one camera's or all ('' = all). */
export const viewingLogPages = (cameraId: string) =>
  routePages(viewingLogKey, 'GET /api/camera-sessions', {
    query: { cameraId: cameraId || undefined, limit: 50 },
  });

function useRefreshCameras(alsoLog = false) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: camerasKey }),
      // Removing a camera ends its sessions: the log's 'Watching now' rows change too.
      alsoLog ? queryClient.invalidateQueries({ queryKey: viewingLogKey }) : null,
    ]);
}

export function useAddCamera() {
  return useMutation({
    mutationFn: (body: CameraCreateRequest) => call('POST /api/cameras', { body }),
    onSuccess: useRefreshCameras(),
  });
}

export function useUpdateCamera() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CameraUpdateRequest }) =>
      call('PATCH /api/cameras/:id', { params: { id }, body }),
    onSuccess: useRefreshCameras(),
  });
}

export function useDeleteCamera() {
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/cameras/:id', { params: { id } }),
    onSuccess: useRefreshCameras(true),
  });
}
