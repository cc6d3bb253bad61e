import { useMutation } from '@tanstack/react-query';
import type { UpdateRoomRequest } from '../../../contract/rooms.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/** A new ratio changes the rooms list and every room's live ratio. */
export function useUpdateRoomRatio() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRoomRequest & { id: number }) =>
      call('PUT /api/rooms/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('roomRatio'),
  });
}
