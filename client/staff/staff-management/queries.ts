import { useMutation, useQuery } from '@tanstack/react-query';
import type { PermissionRole, StaffInviteRequest } from '../../../contract/staff-accounts.ts';
import type { CreateStaffRequest, UpdateStaffRequest } from '../../../contract/staff.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';

// Who is on duty counts in the dashboard's stats and in each room's live ratio: every staff
// change refreshes those with the staff list.

export function useAddStaff() {
  return useMutation({
    mutationFn: (body: CreateStaffRequest) => call('POST /api/staff', { body }),
    onSuccess: useRefreshAfter('staff'),
  });
}

export function useUpdateStaff() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateStaffRequest & { id: number }) =>
      call('PUT /api/staff/:id', { params: { id }, body }),
    onSuccess: useRefreshAfter('staff'),
  });
}

export function useRemoveStaff() {
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/staff/:id', { params: { id } }),
    onSuccess: useRefreshAfter('staff'),
  });
}

/** Directors only (account.manage): who has a sign-in account. Under the staff key. */
export const useStaffLogins = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.staff, 'logins'],
    ...routeQuery('GET /api/staff/logins'),
    enabled,
  });

export const sendStaffPasswordLink = (id: number) =>
  call('POST /api/staff/:id/password-reset', { params: { id } });

function useLoginMutation<V, R>(fn: (vars: V) => Promise<R>) {
  return useMutation({ mutationFn: fn, onSuccess: useRefreshAfter('staff') });
}

export const useInviteStaff = () =>
  useLoginMutation(({ id, ...body }: StaffInviteRequest & { id: number }) =>
    call('POST /api/staff/:id/invitation', { params: { id }, body }),
  );

export const useRevokeStaffInvitation = () =>
  useLoginMutation((id: number) => call('DELETE /api/staff/:id/invitation', { params: { id } }));

export const useSetStaffActive = () =>
  useLoginMutation(({ id, active }: { id: number; active: boolean }) =>
    active
      ? call('POST /api/staff/:id/reactivate', { params: { id } })
      : call('POST /api/staff/:id/deactivate', { params: { id } }),
  );

export const useSetStaffRole = () =>
  useLoginMutation(({ id, role }: { id: number; role: PermissionRole }) =>
    call('PUT /api/staff/:id/login-role', { params: { id }, body: { role } }),
  );

export function useResetStaffTwoStep(id: number) {
  return useMutation({
    mutationFn: () => call('DELETE /api/staff/:id/two-step', { params: { id } }),
    onSuccess: useRefreshAfter('staff'),
  });
}
