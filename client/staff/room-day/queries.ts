import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  LogRoomEntryRequest,
  RoomLogSettings,
  SendRoomDayReportRequest,
} from '../../../contract/room-log.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';
import { uploadToRoute } from '../../lib/upload-with-progress.ts';
import { dismissQueuedEntry, logOrQueue } from '../../lib/room-log-queue.ts';

/** A room's children today with their entries; read again every 30 s (other devices log too). */
export const roomDayQuery = (roomId: number | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.roomDay, roomId],
    ...routeQuery('GET /api/room-day', { query: { roomId: String(roomId) } }),
    enabled: roomId !== undefined,
    refetchInterval: 30_000,
  });

export const roomLogSettingsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.roomDay, 'settings'],
    ...routeQuery('GET /api/room-log/settings'),
  });

export type NewEntry = Omit<LogRoomEntryRequest, 'clientActionId' | 'happenedAt'>;

/** Logs one event for the selected children now, or keeps it on the device when offline. */
export function useLogEntry(userId: number) {
  return useMutation({
    mutationFn: ({ entry, label }: { entry: NewEntry; label: string }) =>
      logOrQueue(userId, entry, label),
    onSuccess: useRefreshAfter('roomLog'),
  });
}

/** Undoes what was just logged: on the server, or still on the device. */
export function useUndoEntry(userId: number) {
  return useMutation({
    mutationFn: async (logged: { groupId?: number; clientActionId?: string }) => {
      if (logged.groupId !== undefined)
        await call('DELETE /api/room-log/groups/:id', { params: { id: logged.groupId } });
      else if (logged.clientActionId) dismissQueuedEntry(userId, logged.clientActionId);
    },
    onSuccess: useRefreshAfter('roomLog'),
  });
}

export function useSendReport() {
  return useMutation({
    mutationFn: (body: SendRoomDayReportRequest) => call('POST /api/room-day/reports', { body }),
    onSuccess: useRefreshAfter('roomDayReport'),
  });
}

export function useUpdateRoomLogSettings() {
  return useMutation({
    mutationFn: (body: RoomLogSettings) => call('PUT /api/room-log/settings', { body }),
    onSuccess: useRefreshAfter('roomLog'),
  });
}

/**
 * An activity's photo, through the gallery's own upload (decision 068): tagged with the
 * children, so their photo releases are checked, EXIF is removed, and the families of those
 * children see it in the gallery. The photo's id, for the entry.
 */
export async function uploadActivityPhoto(
  file: File,
  activity: string,
  childIds: number[],
): Promise<number> {
  const form = new FormData();
  form.append('title', activity.slice(0, 200));
  form.append('childIds', JSON.stringify(childIds));
  form.append('file', file, file.name);
  const photo = await uploadToRoute('POST /api/gallery', {}, form);
  return photo.id;
}
