import { useMutation, useQuery } from '@tanstack/react-query';
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
