import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoomResponse, UpdateRoomRequest } from '../../../contract/rooms.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useRooms() {
  return useQuery({
    queryKey: queryKeys.rooms,
    queryFn: ({ signal }) => api.get<RoomResponse[]>('/api/rooms', { signal }),
  });
}

/** A new ratio changes the rooms list and every room's live ratio. */
export function useUpdateRoomRatio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRoomRequest & { id: number }) =>
      api.put<RoomResponse>(`/api/rooms/${id}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rooms }),
        queryClient.invalidateQueries({ queryKey: queryKeys.roomRatios }),
      ]),
  });
}
