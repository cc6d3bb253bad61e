import { useMutation } from '@tanstack/react-query';
import type { CreateStaffRequest, UpdateStaffRequest } from '../../../contract/staff.ts';
import { call } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

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
