import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../contract/auth.ts';
import type { RegisterParentRequest } from '../../../contract/parent-accounts.ts';
import { ApiError, call, routeQuery } from '../../lib/api.ts';
import { setCurrentUser } from '../../lib/current-user.ts';

export const verifyKey = (code: string) => ['parent-invitations', 'verify', code] as const;

/** Checks the link's code. A 404 is an answer (the invalid card), not something to retry. */
export function useVerifyInvitation(code: string) {
  return useQuery({
    queryKey: verifyKey(code),
    ...routeQuery('GET /api/parent-invitations/verify/:code', { params: { code } }),
    enabled: code !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: Infinity,
  });
}

/**
 * The server signs the new parent in and answers who they are. The page shows its success
 * card first and then makes them the cached 'me' (as a login does), so the signed-in-parent
 * view never flashes in between.
 */
export function useRegisterParent() {
  return useMutation({
    mutationFn: (body: RegisterParentRequest) =>
      call('POST /api/parent-accounts/register', { body }),
  });
}

export function useSignedIn() {
  return (me: MeResponse) => setCurrentUser(me);
}

/** A signed-in parent adds the invited child to their account. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationCode: string) =>
      call('POST /api/parent-invitations/accept', { body: { invitationCode } }),
    // Everything the parent sees about their children changes.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' }),
  });
}
