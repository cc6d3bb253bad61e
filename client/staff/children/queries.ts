import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/**
 * A removed child leaves the children list, the attendance table, the stats (total,
 * present today) and the live room ratios.
 */
export function useRemoveChild() {
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/children/${id}`),
    onSuccess: useRefreshAfter('child'),
  });
}
