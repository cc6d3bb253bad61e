import { useQuery } from '@tanstack/react-query';
import type { ChildResponse } from '../../../contract/children.ts';
import type { StaffResponse } from '../../../contract/staff.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Enrolled children (the same cache entry as the children page and the dashboard). */
export function useChildren() {
  return useQuery({
    queryKey: queryKeys.children,
    queryFn: ({ signal }) => api.get<ChildResponse[]>('/api/children', { signal }),
  });
}

/** Current staff (the same cache entry as the staff page). */
export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.staff,
    queryFn: ({ signal }) => api.get<StaffResponse[]>('/api/staff', { signal }),
  });
}
