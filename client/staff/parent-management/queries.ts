import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateInvitationRequest,
  CreateInvitationResponse,
} from '../../../contract/invitations.ts';
import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

const parentAccountsKey = ['parent-accounts'] as const;

export function useParentAccounts() {
  return useQuery({
    queryKey: parentAccountsKey,
    queryFn: ({ signal }) => api.get<ParentAccountListItem[]>('/api/parent-accounts', { signal }),
  });
}

/** An invitation fills the child's placeholder contact, so the child lists refresh too. */
function useInvitationMutation<V>(fn: (vars: V) => Promise<unknown>) {
  return useMutation({ mutationFn: fn, onSuccess: useRefreshAfter('invitation') });
}

export const useCreateInvitation = () =>
  useInvitationMutation((body: CreateInvitationRequest) =>
    api.post<CreateInvitationResponse>('/api/parent-invitations', body),
  );

export const useRevokeInvitation = () =>
  useInvitationMutation((id: number) => api.post<null>(`/api/parent-invitations/${id}/revoke`));

export const useResendInvitation = () =>
  useInvitationMutation((id: number) =>
    api.post<CreateInvitationResponse>(`/api/parent-invitations/${id}/resend`),
  );
