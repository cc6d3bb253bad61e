import { z } from 'zod';
import { attendanceStatuses } from './enums.ts';
import { isoDate } from './common.ts';

/** One child's attendance on one day; times are HH:MM in the centre's time zone. */
export const attendanceResponse = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  date: isoDate,
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  status: z.enum(attendanceStatuses),
  checkInBy: z.string().nullable(),
  checkOutBy: z.string().nullable(),
});
export type AttendanceResponse = z.infer<typeof attendanceResponse>;
export const attendanceListResponse = z.array(attendanceResponse);
