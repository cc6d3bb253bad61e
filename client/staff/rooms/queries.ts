import { useMutation } from '@tanstack/react-query';
import type { CreateRoomRequest, UpdateRoomRequest } from '../../../contract/rooms.ts';
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

export function useCreateRoom() {
  return useMutation({
    mutationFn: (body: CreateRoomRequest) => call('POST /api/rooms', { body }),
    onSuccess: useRefreshAfter('rooms'),
  });
}

/** A room's name, age range and ratio (a new name follows its staff: decision 060). */
export function useUpdateRoom() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRoomRequest & { id: number }) =>
      call('PUT /api/rooms/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('rooms'),
  });
}

/** One room to a new place (1: first). */
export function useMoveRoom() {
  return useMutation({
    mutationFn: ({ id, position }: { id: number; position: number }) =>
      call('PUT /api/rooms/:id/position', { params: { id }, body: { position } }),
    onSuccess: useRefreshAfter('rooms'),
  });
}

export function useArchiveRoom() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; moveChildrenTo?: string }) =>
      call('POST /api/rooms/:id/archive', { params: { id }, body }),
    onSuccess: useRefreshAfter('rooms'),
  });
}
