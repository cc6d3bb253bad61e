import { useQuery } from '@tanstack/react-query';
import type { AttendanceResponse } from '../../../contract/attendance.ts';
import type { ChildResponse } from '../../../contract/children.ts';
import type { DashboardStatsResponse, RoomRatioResponse } from '../../../contract/dashboard.ts';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import type { RoomResponse } from '../../../contract/rooms.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** How many incidents the Recent Alerts card shows (spec section 9). */
export const recentAlertCount = 3;

// No polling: the spec's data never goes stale by itself; the mutations that change these
// figures (check-in/out, enrolment, incidents, duty, ratios) invalidate their keys.
export function useDashboardStats() {
  return useQuery({
    queryKey: queryKeys.dashboardStats,
    queryFn: ({ signal }) => api.get<DashboardStatsResponse>('/api/dashboard/stats', { signal }),
  });
}

export function useRoomRatios() {
  return useQuery({
    queryKey: queryKeys.roomRatios,
    queryFn: ({ signal }) => api.get<RoomRatioResponse[]>('/api/dashboard/ratios', { signal }),
  });
}

export function useChildren() {
  return useQuery({
    queryKey: queryKeys.children,
    queryFn: ({ signal }) => api.get<ChildResponse[]>('/api/children', { signal }),
  });
}

/** One day's attendance; `date` is the centre's today from the stats (never the browser's). */
export function useAttendanceOn(date: string | undefined) {
  return useQuery({
    queryKey: queryKeys.attendance(date ?? ''),
    queryFn: ({ signal }) =>
      api.get<AttendanceResponse[]>(`/api/attendance?date=${encodeURIComponent(date!)}`, {
        signal,
      }),
    enabled: date !== undefined,
  });
}

/**
 * The latest incidents. Its key sits under queryKeys.incidents, so filing an incident
 * (which invalidates that key) refreshes it, without sharing a cache entry with the full list.
 */
export function useRecentIncidents() {
  return useQuery({
    queryKey: [...queryKeys.incidents, { limit: recentAlertCount }],
    queryFn: ({ signal }) =>
      api.get<IncidentResponse[]>(`/api/incidents?limit=${recentAlertCount}`, { signal }),
  });
}

/** The rooms, for the attendance table's room filter (same cache entry as client/staff/rooms). */
export function useRoomList() {
  return useQuery({
    queryKey: queryKeys.rooms,
    queryFn: ({ signal }) => api.get<RoomResponse[]>('/api/rooms', { signal }),
  });
}
