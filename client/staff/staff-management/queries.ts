import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateStaffRequest,
  StaffResponse,
  UpdateStaffRequest,
} from '../../../contract/staff.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.staff,
    queryFn: ({ signal }) => api.get<StaffResponse[]>('/api/staff', { signal }),
  });
}

/** Who is on duty counts in the dashboard's stats and in each room's live ratio. */
function useRefreshAfterStaffChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.roomRatios }),
    ]);
}

export function useAddStaff() {
  const refresh = useRefreshAfterStaffChange();
  return useMutation({
    mutationFn: (body: CreateStaffRequest) => api.post<StaffResponse>('/api/staff', body),
    onSuccess: refresh,
  });
}

export function useUpdateStaff() {
  const refresh = useRefreshAfterStaffChange();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateStaffRequest & { id: number }) =>
      api.put<StaffResponse>(`/api/staff/${id}`, body),
    onSuccess: refresh,
  });
}

export function useRemoveStaff() {
  const refresh = useRefreshAfterStaffChange();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/staff/${id}`),
    onSuccess: refresh,
  });
}
