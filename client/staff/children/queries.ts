import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildResponse } from '../../../contract/children.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useChildren() {
  return useQuery({
    queryKey: queryKeys.children,
    queryFn: ({ signal }) => api.get<ChildResponse[]>('/api/children', { signal }),
  });
}

/**
 * A removed child leaves the children list, the attendance table, the stats (total,
 * present today) and the live room ratios.
 */
export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/children/${id}`),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.children,
          queryKeys.attendanceAll,
          queryKeys.dashboardStats,
          queryKeys.roomRatios,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
