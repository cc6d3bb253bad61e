import { useMutation } from '@tanstack/react-query';
import type { EventRequest } from '../../../contract/events.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

export function useAddEvent() {
  return useMutation({
    mutationFn: (body: EventRequest) => call('POST /api/events', { body }),
    onSuccess: useRefreshAfter('event'),
  });
}

export function useUpdateEvent() {
  return useMutation({
    mutationFn: ({ id, ...body }: EventRequest & { id: number }) =>
      call('PUT /api/events/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('event'),
  });
}

export function useDeleteEvent() {
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/events/:id', { params: { id } }),
    onSuccess: useRefreshAfter('event'),
  });
}
