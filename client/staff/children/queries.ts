import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/**
 * A removed child leaves the children list, the attendance table, the stats (total,
 * present today) and the live room ratios.
 */
export function useRemoveChild() {
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/children/:id', { params: { id } }),
    onSuccess: useRefreshAfter('child'),
  });
}

/**
 * An enrolment in progress discarded: it leaves 'Enrolment in progress' (nothing else had it).
 * Refreshed on a refusal too: a 404 means someone finished or discarded it meanwhile.
 */
export function useDiscardDraft() {
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/children/drafts/:id', { params: { id } }),
    onSettled: useRefreshAfter('draftDiscarded'),
  });
}
