import { useMutation } from '@tanstack/react-query';
import type {
  CreateStaffRequest,
  StaffResponse,
  UpdateStaffRequest,
} from '../../../contract/staff.ts';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/query-keys.ts';

// Who is on duty counts in the dashboard's stats and in each room's live ratio: every staff
// change refreshes those with the staff list.

export function useAddStaff() {
  return useMutation({
    mutationFn: (body: CreateStaffRequest) => api.post<StaffResponse>('/api/staff', body),
    onSuccess: useRefreshAfter('staff'),
  });
}

export function useUpdateStaff() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateStaffRequest & { id: number }) =>
      api.put<StaffResponse>(`/api/staff/${id}`, body),
    onSuccess: useRefreshAfter('staff'),
  });
}

export function useRemoveStaff() {
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/staff/${id}`),
    onSuccess: useRefreshAfter('staff'),
  });
}
