import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../contract/auth.ts';
import type { VerifyInvitationResponse } from '../../../contract/invitations.ts';
import type { RegisterParentRequest } from '../../../contract/parent-accounts.ts';
import { ApiError, api } from '../../lib/api.ts';
import { setCurrentUser } from '../../lib/current-user.ts';

export const verifyKey = (code: string) => ['parent-invitations', 'verify', code] as const;

/** Checks the link's code. A 404 is an answer (the invalid card), not something to retry. */
export function useVerifyInvitation(code: string) {
  return useQuery({
    queryKey: verifyKey(code),
    queryFn: ({ signal }) =>
      api.get<VerifyInvitationResponse>(
        `/api/parent-invitations/verify/${encodeURIComponent(code)}`,
        { signal },
      ),
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
      api.post<MeResponse>('/api/parent-accounts/register', body),
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
      api.post<{ childId: number | null; childName: string | null }>(
        '/api/parent-invitations/accept',
        { invitationCode },
      ),
    // Everything the parent sees about their children changes.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' }),
  });
}
