import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  InviteGuardianRequest,
  LinkFamilyRequest,
  RemoveGuardianRequest,
} from '../../../contract/guardians.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';

// A child's guardians (decision 062), under the child's key: a change to the child's record
// or its enrolment refreshes them too.
const guardiansKey = (id: number) => [...queryKeys.child(id), 'guardians'] as const;

export const useChildGuardians = (id: number) =>
  useQuery({
    queryKey: guardiansKey(id),
    ...routeQuery('GET /api/children/:id/guardians', { params: { id } }),
  });

/** What removing a guardian would change: asked when the director opens the dialog. */
export const useRemovalPreview = (id: number, parentAccountId: number | null) =>
  useQuery({
    queryKey: [...guardiansKey(id), 'removal', parentAccountId] as const,
    ...routeQuery('GET /api/children/:id/guardians/:parentAccountId/removal', {
      params: { id, parentAccountId: parentAccountId ?? 0 },
    }),
    enabled: parentAccountId !== null,
    // The billing figures are read fresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useInviteGuardian(id: number) {
  return useMutation({
    mutationFn: (body: InviteGuardianRequest) =>
      call('POST /api/children/:id/guardians/invitations', { params: { id }, body }),
    onSuccess: useRefreshAfter('guardian'),
  });
}

export function useLinkFamily(id: number) {
  return useMutation({
    mutationFn: (body: LinkFamilyRequest) =>
      call('POST /api/children/:id/guardians/family', { params: { id }, body }),
    onSuccess: useRefreshAfter('guardian'),
  });
}

export function useRemoveGuardian(id: number) {
  return useMutation({
    mutationFn: ({
      parentAccountId,
      ...body
    }: RemoveGuardianRequest & { parentAccountId: number }) =>
      call('POST /api/children/:id/guardians/:parentAccountId/remove', {
        params: { id, parentAccountId },
        body,
      }),
    onSuccess: useRefreshAfter('guardian'),
  });
}
