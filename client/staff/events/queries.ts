import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventRequest, EventResponse } from '../../../contract/events.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Upcoming events: from the centre's today (the server decides what today is). */
export function useUpcomingEvents() {
  return useQuery({
    queryKey: queryKeys.events,
    queryFn: ({ signal }) => api.get<EventResponse[]>('/api/events', { signal }),
  });
}

function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.events });
}

export function useAddEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: EventRequest) => api.post<EventResponse>('/api/events', body),
    onSuccess: refresh,
  });
}

export function useUpdateEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, ...body }: EventRequest & { id: number }) =>
      api.put<EventResponse>(`/api/events/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/events/${id}`),
    onSuccess: refresh,
  });
}
