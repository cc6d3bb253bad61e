import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceListResponse,
  attendanceQuery,
  attendanceResponse,
  recordAttendanceRequest,
} from '../../../contract/attendance.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow, centreTimeZone } from '../../lib/centre-time.ts';
import { localDate, localTime } from '../../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { childNotFound, findEnrolledChild } from '../day-records/day-record-rules.ts';
import {
  findAttendanceRecord,
  findDayRecord,
  listAttendance,
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
import { claimAction, settleAction } from './attendance-actions.ts';
import { principalOf } from '../../plugins/access.ts';

export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/attendance', {
    config: { permission: 'attendance.read' },
    schema: {
      tags: ['attendance'],
      summary: "One day's attendance (default: the centre's today); a parent sees their own",
      querystring: attendanceQuery,
      response: { 200: attendanceListResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const timeZone = await centreTimeZone(app.db);
      const date = request.query.date ?? localDate(app.clock.now(), timeZone);
      return listAttendance(app.db, principalOf(request), { ...request.query, date }, timeZone);
    },
  });

  r.post('/api/attendance', {
    config: { permission: 'attendance.record' },
    schema: {
      tags: ['attendance'],
      summary: 'Check a child in (checkInBy) or out (checkOutBy) now',
      body: recordAttendanceRequest,
      response: {
        200: attendanceResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request) => {
      const body = request.body;
      const principal = principalOf(request);
      return app.db.transaction(async (tx) => {
        // The time is the centre's clock, not the sender's: checkInTime/checkOutTime/status
        // from the client are ignored (docs/decisions); only today can be recorded. An
        // action queued offline says when it happened (happenedAt), within bounds (028).
        const now = await centreNow(tx, app.clock);
        if (body.date !== undefined && body.date !== now.today) {
          const params = { today: now.today };
          throw badRequest(onlyToday, { date: { code: onlyToday, params } }, params);
        }
        const child = await findEnrolledChild(tx, body.childId);
        if (!child) throw notFound(childNotFound);
        const at = happenedAt(body.happenedAt, now);

        if (body.clientActionId !== undefined) {
          const prior = await claimAction(tx, body.clientActionId, principal.userId, at, now.at);
          // The same action again (a queue sending twice): what it did the first time.
          if (prior !== null) {
            if (prior.userId !== principal.userId || prior.attendanceId === null)
              throw new HttpError(409, 'errors.concurrentChange');
            return toAttendanceResponse(
              await findAttendanceRecord(tx, prior.attendanceId),
              now.timeZone,
            );
          }
        }

        const checkingOut = body.checkOutBy !== undefined;
        let row;
        if (checkingOut) {
          const day = await findDayRecord(tx, child.id, now.today);
          if (!day?.checkInAt)
            throw new HttpError(409, notCheckedIn, undefined, { name: child.name });
          if (day.checkInAt > at)
            throw badRequest(checkOutBeforeCheckIn, { happenedAt: checkOutBeforeCheckIn });
          row = await recordCheckOut(tx, {
            childId: child.id,
            date: now.today,
            at,
            by: body.checkOutBy!,
            userId: principal.userId,
          });
          if (!row) throw new HttpError(409, alreadyCheckedOut, undefined, { name: child.name });
        } else {
          row = await recordCheckIn(tx, {
            childId: child.id,
            date: now.today,
            at,
            by: body.checkInBy!,
            status: checkInStatus(localTime(at, now.timeZone)),
            userId: principal.userId,
          });
          if (!row) throw new HttpError(409, alreadyCheckedIn, undefined, { name: child.name });
        }
        if (body.clientActionId !== undefined) await settleAction(tx, body.clientActionId, row.id);

        await audit(tx, request, {
          action: checkingOut ? 'attendance.checkOut' : 'attendance.checkIn',
          entityType: 'attendance',
          entityId: row.id,
          details: {
            childId: child.id,
            date: now.today,
            by: checkingOut ? row.checkOutBy : row.checkInBy,
            status: row.status,
            // Queued on a device: when it happened (the row's time) and that it came later.
            ...(at < now.at ? { happenedAt: at.toISOString() } : {}),
          },
          at: now.at,
        });
        return toAttendanceResponse(await findAttendanceRecord(tx, row.id), now.timeZone);
      });
    },
  });
}
