import { useMutation } from '@tanstack/react-query';
import type { ConditionRequest } from '../../../contract/health-records.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/** Allergies and conditions: guardians for their own children, staff for any (066). */
export function useSaveCondition(childId: number) {
  return useMutation({
    mutationFn: ({ id, ...body }: ConditionRequest & { id?: number }) =>
      id === undefined
        ? call('POST /api/children/:id/health/conditions', { params: { id: childId }, body })
        : call('PUT /api/children/:id/health/conditions/:conditionId', {
            params: { id: childId, conditionId: id },
            body,
          }),
    onSuccess: useRefreshAfter('health'),
  });
}

export function useRemoveCondition(childId: number) {
  return useMutation({
    mutationFn: (conditionId: number) =>
      call('DELETE /api/children/:id/health/conditions/:conditionId', {
        params: { id: childId, conditionId },
      }),
    onSuccess: useRefreshAfter('health'),
  });
}
