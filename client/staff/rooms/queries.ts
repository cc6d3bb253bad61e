import { useMutation } from '@tanstack/react-query';
import type { RoomResponse, UpdateRoomRequest } from '../../../contract/rooms.ts';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/** A new ratio changes the rooms list and every room's live ratio. */
export function useUpdateRoomRatio() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRoomRequest & { id: number }) =>
      api.put<RoomResponse>(`/api/rooms/${id}`, body),
    onSuccess: useRefreshAfter('roomRatio'),
  });
}
