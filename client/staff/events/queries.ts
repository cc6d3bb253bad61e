import { useMutation } from '@tanstack/react-query';
import type { EventRequest, EventResponse } from '../../../contract/events.ts';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

export function useAddEvent() {
  return useMutation({
    mutationFn: (body: EventRequest) => api.post<EventResponse>('/api/events', body),
    onSuccess: useRefreshAfter('event'),
  });
}

export function useUpdateEvent() {
  return useMutation({
    mutationFn: ({ id, ...body }: EventRequest & { id: number }) =>
      api.put<EventResponse>(`/api/events/${id}`, body),
    onSuccess: useRefreshAfter('event'),
  });
}

export function useDeleteEvent() {
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/events/${id}`),
    onSuccess: useRefreshAfter('event'),
  });
}
