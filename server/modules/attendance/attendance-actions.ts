import type { z } from 'zod';
import type { AttendanceResponse, recordAttendanceRequest } from '../../../contract/attendance.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { type Clock, localTime } from '../../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { childNotFound, findEnrolledChild } from '../day-records/day-record-rules.ts';
import {
  findAttendanceRecord,
  findDayRecord,
  type RecordedHow,
  recordCheckIn,
  recordCheckOut,
  toAttendanceResponse,
} from './attendance-queries.ts';
import {
  alreadyCheckedIn,
  alreadyCheckedOut,
  checkInStatus,
  checkOutBeforeCheckIn,
  happenedAt,
  notCheckedIn,
  onlyToday,
} from './attendance-rules.ts';
import { claimAction, settleAction } from './queued-action-queries.ts';
import {
  collectorChecks,
  performerName,
  refuseRestricted,
  resolveCollector,
} from '../handover/collector.ts';

/**
 * How a check-in or check-out was recorded (decision 070): from the staff dashboard, from a
 * staff device's offline queue, or by a guardian at the door kiosk with their signature.
 */
export type RecordedVia =
  { method: 'staff' } | { method: 'kiosk'; kioskId: number; signatureFileId: number };

/**
 * Checks a child in (checkInBy) or out (checkOutBy), in the caller's transaction with its
 * audit row, and answers the day's record as the list shows it.
 *
 * The time is the centre's clock, not the sender's: checkInTime/checkOutTime/status from
 * the client are ignored (docs/decisions); only today can be recorded. An action queued
 * offline says when it happened (happenedAt), within bounds (028), and one sent twice is
 * answered with what it did the first time.
 */
export async function recordAttendance(
  tx: DbOrTx,
  actor: Actor,
  body: z.output<typeof recordAttendanceRequest>,
  clock: Clock,
  /** A director's approval of a collector not on the list, verified by the route. */
  approvedByUserId: number | null = null,
  via: RecordedVia = { method: 'staff' },
  /** Runs in the transaction once a check-out is recorded (not when a queue sends it again). */
  afterCheckOut?: (record: AttendanceResponse) => Promise<void>,
): Promise<AttendanceResponse> {
  const now = await centreNow(tx, clock);
  if (body.date !== undefined && body.date !== now.today) {
    const params = { today: now.today };
    throw badRequest(onlyToday, { date: { code: onlyToday, params } }, params);
  }
  const child = await findEnrolledChild(tx, body.childId);
  if (!child) throw notFound(childNotFound);
  const at = happenedAt(body.happenedAt, now);

  if (body.clientActionId !== undefined) {
    const prior = await claimAction(tx, body.clientActionId, actor.userId, at, now.at);
    // The same action again (a queue sending twice): what it did the first time.
    if (prior !== null) {
      if (prior.userId !== actor.userId || prior.attendanceId === null)
        throw new HttpError(409, 'errors.concurrentChange');
      return toAttendanceResponse(await findAttendanceRecord(tx, prior.attendanceId), now.timeZone);
    }
  }

  const checkingOut = body.checkOutBy !== undefined;
  // Sent later from a device's queue, an action says when it happened (decision 028).
  const method = via.method === 'kiosk' ? 'kiosk' : body.happenedAt ? 'offline' : 'staff';
  const how: RecordedHow = {
    method,
    kioskId: via.method === 'kiosk' ? via.kioskId : null,
    signatureFileId: via.method === 'kiosk' ? via.signatureFileId : null,
  };
  const day = { childId: child.id, date: now.today, at, userId: actor.userId, how };
  let row;
  if (checkingOut) {
    const record = await findDayRecord(tx, child.id, now.today);
    if (!record?.checkInAt) throw new HttpError(409, notCheckedIn, undefined, { name: child.name });
    if (record.checkInAt > at)
      throw badRequest(checkOutBeforeCheckIn, { happenedAt: checkOutBeforeCheckIn });
    const collector = body.collectedBy
      ? await resolveCollector(tx, child.id, body.collectedBy, now.today, approvedByUserId)
      : null;
    // Whoever it is, by list or by typed name: never released to a restricted person.
    await refuseRestricted(tx, child, collector ? collector.name : performerName(body.checkOutBy!));
    row = await recordCheckOut(tx, {
      ...day,
      by: collector?.label ?? body.checkOutBy!,
      checks: collector ? collectorChecks(collector) : undefined,
    });
    if (!row) throw new HttpError(409, alreadyCheckedOut, undefined, { name: child.name });
  } else {
    const status = checkInStatus(localTime(at, now.timeZone));
    row = await recordCheckIn(tx, { ...day, by: body.checkInBy!, status });
    if (!row) throw new HttpError(409, alreadyCheckedIn, undefined, { name: child.name });
  }
  if (body.clientActionId !== undefined) await settleAction(tx, body.clientActionId, row.id);

  await auditBy(tx, actor, {
    action: checkingOut ? 'attendance.checkOut' : 'attendance.checkIn',
    entityType: 'attendance',
    entityId: row.id,
    details: {
      childId: child.id,
      date: now.today,
      by: checkingOut ? row.checkOutBy : row.checkInBy,
      status: row.status,
      ...(method === 'staff' ? {} : { method }),
      ...(checkingOut && row.checkOutIdChecked !== null
        ? { idChecked: row.checkOutIdChecked, approvedByUserId: row.checkOutApprovedByUserId }
        : {}),
      // Queued on a device: when it happened (the row's time) and that it came later.
      ...(at < now.at ? { happenedAt: at.toISOString() } : {}),
    },
    at: now.at,
  });
  const record = toAttendanceResponse(await findAttendanceRecord(tx, row.id), now.timeZone);
  if (checkingOut && afterCheckOut) await afterCheckOut(record);
  return record;
}
