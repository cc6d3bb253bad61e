import type { RoomRatioResponse } from '../../../contract/dashboard.ts';

/** Percent of active children present, rounded; 0 when there are no children. */
export function attendanceRate(present: number, total: number): number {
  return total === 0 ? 0 : Math.round((present / total) * 100);
}

type Headcount = Omit<RoomRatioResponse, 'staffRequired' | 'outOfRatio'>;

/** A room with no children present needs no staff and is never out of ratio. */
export function withRatio(room: Headcount): RoomRatioResponse {
  const staffRequired = Math.ceil(room.childrenPresent / Math.max(1, room.childrenPerStaff));
  return {
    ...room,
    staffRequired,
    outOfRatio: room.childrenPresent > 0 && room.staffOnDuty < staffRequired,
  };
}
