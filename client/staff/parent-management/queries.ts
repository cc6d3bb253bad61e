import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateInvitationRequest } from '../../../contract/invitations.ts';
import type { UpdateParentAccountRequest } from '../../../contract/parent-accounts.ts';
import { call } from '../../lib/api.ts';
import { parentAccountsQuery } from '../../lib/query-options.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

/** The accounts table; the tax document upload's parent picker reads the same cache entry. */
export const useParentAccounts = () => useQuery(parentAccountsQuery());

/** An invitation fills the child's placeholder contact, so the child lists refresh too. */
function useInvitationMutation<V>(fn: (vars: V) => Promise<unknown>) {
  return useMutation({ mutationFn: fn, onSuccess: useRefreshAfter('invitation') });
}

export const useCreateInvitation = () =>
  useInvitationMutation((body: CreateInvitationRequest) =>
    call('POST /api/parent-invitations', { body }),
  );

export const useRevokeInvitation = () =>
  useInvitationMutation((id: number) =>
    call('POST /api/parent-invitations/:id/revoke', { params: { id } }),
  );

export const useResendInvitation = () =>
  useInvitationMutation((id: number) =>
    call('POST /api/parent-invitations/:id/resend', { params: { id } }),
  );

/** Directors: e-mail a parent a link to choose a new password. */
export const sendParentPasswordLink = (id: number) =>
  call('POST /api/parent-accounts/:id/password-reset', { params: { id } });

/** Staff correct a parent's name and phone (decision 062). */
export function useUpdateParentAccount() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateParentAccountRequest & { id: number }) =>
      call('PUT /api/parent-accounts/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('parentAccount'),
  });
}

/** Directors deactivate (every session ends at once) and reactivate a parent account. */
export function useSetParentActive() {
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      active
        ? call('POST /api/parent-accounts/:id/reactivate', { params: { id } })
        : call('POST /api/parent-accounts/:id/deactivate', { params: { id } }),
    onSuccess: useRefreshAfter('parentAccount'),
  });
}

export function useResetParentTwoStep(id: number) {
  return useMutation({
    mutationFn: () => call('DELETE /api/parent-accounts/:id/two-step', { params: { id } }),
    onSuccess: useRefreshAfter('parentAccount'),
  });
}
