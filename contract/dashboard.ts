import { z } from './zod.ts';
import { isoDate } from './common.ts';

export const dashboardStatsResponse = z.object({
  totalChildren: z.number().int(),
  presentToday: z.number().int(),
  /** Percent, rounded: present today / total children (0 when there are no children). */
  attendanceRate: z.number().int(),
  staffOnDuty: z.number().int(),
  /** Incidents whose parents have not been notified yet. */
  pendingReports: z.number().int(),
  /** The centre's today (YYYY-MM-DD in its time zone): the client uses it, not its own clock. */
  date: isoDate,
});
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponse>;

/** Live ratio per room: children present now against staff on duty there. */
export const roomRatioResponse = z.object({
  roomId: z.number().int(),
  room: z.string(),
  childrenPresent: z.number().int(),
  staffOnDuty: z.number().int(),
  /** Children one staff member may care for here (1:N). */
  childrenPerStaff: z.number().int(),
  /** Staff needed for the children present now: ceil(children / N). */
  staffRequired: z.number().int(),
  outOfRatio: z.boolean(),
});
export type RoomRatioResponse = z.infer<typeof roomRatioResponse>;
export const roomRatiosResponse = z.array(roomRatioResponse);
