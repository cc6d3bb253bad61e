import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildResponse } from '../../../contract/children.ts';
import type {
  CreateInvitationRequest,
  CreateInvitationResponse,
  InvitationListItem,
} from '../../../contract/invitations.ts';
import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const parentAccountsKey = ['parent-accounts'] as const;

export function useParentAccounts() {
  return useQuery({
    queryKey: parentAccountsKey,
    queryFn: ({ signal }) => api.get<ParentAccountListItem[]>('/api/parent-accounts', { signal }),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: queryKeys.invitations,
    queryFn: ({ signal }) => api.get<InvitationListItem[]>('/api/parent-invitations', { signal }),
  });
}

/** The children a parent can be invited for. */
export function useChildren() {
  return useQuery({
    queryKey: queryKeys.children,
    queryFn: ({ signal }) => api.get<ChildResponse[]>('/api/children', { signal }),
  });
}

/** An invitation fills the child's placeholder contact, so the child lists refresh too. */
function useInvitationMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invitations }),
        queryClient.invalidateQueries({ queryKey: queryKeys.children }),
      ]),
  });
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
