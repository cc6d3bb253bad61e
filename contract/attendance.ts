import { z } from './zod.ts';
import { attendanceStatuses } from './enums.ts';
import { isoDate, lineText, oneLine, recordId } from './common.ts';
import { pleaseSelectChild, selectedId } from './daily-reports.ts';
import { collectedBy } from './handover.ts';

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
  /** The staff who recorded the check-in and the check-out (the signed-in person). */
  checkInRecordedBy: z.string().nullable(),
  checkOutRecordedBy: z.string().nullable(),
});
export type AttendanceResponse = z.infer<typeof attendanceResponse>;
export const attendanceListResponse = z.array(attendanceResponse);

/** GET /api/attendance: one day (default: the centre's today), optionally one child. */
export const attendanceQuery = z.object({
  date: isoDate.optional(),
  childId: recordId.optional(),
});
export type AttendanceQuery = z.infer<typeof attendanceQuery>;

export const attendanceActions = ['checkin', 'checkout'] as const;
export type AttendanceAction = (typeof attendanceActions)[number];
export const pleaseSelectPerformer = 'errors.selectPerformer';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
// Check the performer even when other fields failed (so a form shows both messages), but
// only once the body is an object at all.
const evenWithOtherErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};
const performer = lineText(pleaseSelectPerformer).max(200, { error: 'errors.performerTooLong' });

/**
 * POST /api/attendance with the spec's payload: checkInBy (a check-in) or checkOutBy (a
 * check-out). The server takes the time from its own clock and decides the status, so
 * checkInTime, checkOutTime and status are accepted for compatibility and ignored; `date`,
 * when sent, must be the centre's today.
 */
export const recordAttendanceRequest = z
  .object({
    childId: selectedId(pleaseSelectChild),
    date: isoDate.optional(),
    status: z.enum(attendanceStatuses).optional(),
    checkInTime: oneLine(z.string()).max(20).optional(),
    checkInBy: performer.optional(),
    checkOutTime: oneLine(z.string()).max(20).optional(),
    checkOutBy: performer.optional(),
    /**
     * The device's own id for this check-in or check-out (the offline queue): sent again,
     * the action is answered with what it did the first time, never recorded twice.
     */
    clientActionId: z
      .string({ error: 'errors.invalidActionId' })
      .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'errors.invalidActionId' })
      .optional(),
    /**
     * When it happened, if earlier than it arrives (taken offline): today on the centre's
     * clock, at most 12 hours back and not in the future. Absent: now.
     */
    happenedAt: z.iso.datetime({ offset: true, error: 'errors.invalidHappenedAt' }).optional(),
    /**
     * At a check-out: who collected the child, from its pick-up list, as checked at the door
     * (decision 065). The record's checkOutBy is then that person's name; without it, the
     * spec's checkOutBy text is kept as sent (still checked against restrictions).
     */
    collectedBy: collectedBy.optional(),
  })
  .refine((v) => v.checkOutBy !== undefined || filled(v.checkInBy), {
    path: ['checkInBy'],
    error: pleaseSelectPerformer,
    ...evenWithOtherErrors,
  })
  .refine((v) => v.checkOutBy === undefined || filled(v.checkOutBy), {
    path: ['checkOutBy'],
    error: pleaseSelectPerformer,
    ...evenWithOtherErrors,
  })
  .refine((v) => v.checkInBy === undefined || v.checkOutBy === undefined, {
    path: ['checkOutBy'],
    error: 'errors.checkInOrOut',
  })
  .refine((v) => v.collectedBy === undefined || v.checkOutBy !== undefined, {
    path: ['collectedBy'],
    error: 'errors.collectorOnlyAtCheckOut',
    ...evenWithOtherErrors,
  });
export type RecordAttendanceRequest = z.input<typeof recordAttendanceRequest>;

/** The Check In/Out dialog's form; the client turns it into a RecordAttendanceRequest. */
export const checkInOutForm = z.object({
  childId: selectedId(pleaseSelectChild),
  action: z.enum(attendanceActions),
  performedBy: lineText(pleaseSelectPerformer).min(1, { error: pleaseSelectPerformer }),
});
export type CheckInOutFormValues = z.input<typeof checkInOutForm>;
