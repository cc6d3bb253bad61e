import type { FastifyInstance } from 'fastify';
import { type CameraSession, cameraSessionSeconds } from '../../../contract/cameras.ts';
import { portalOf } from '../../access/access.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { databaseErrorOf } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { zonedInstant } from '../../lib/jobs/schedules.ts';
import { openConnection } from './camera-connection.ts';
import {
  endOwnSession,
  findOwnSession,
  type OwnSession,
  revokeSession,
  sessionStatus,
  sessionView,
  startSession,
} from './camera-sessions-queries.ts';
import { mayGoOnWatching, viewingBlock } from './camera-view.ts';
import { cameraNotFound } from './cameras-actions.ts';
import { activeCameras, findCamera } from './cameras-queries.ts';
import { centreDay } from './centre-hours.ts';
import { hasSource } from './sources/camera-sources.ts';

// Watching a camera (decision 026): a viewing session of 1800 s, decided by the server — who
// may start it (camera-view's viewingBlock), when it ends, and the relay that carries the
// picture only while it lives. Only the person who started a session can see, use or stop it.

const sessionNotFound = 'errors.cameraSessionNotFound';
const blockErrors = {
  offline: { status: 409, code: 'errors.cameraOffline' },
  notCheckedIn: { status: 403, code: 'errors.cameraChildNotCheckedIn' },
  outsideHours: { status: 403, code: 'errors.cameraOutsideHours' },
} as const;

/** What viewing uses of the app: its clock, its sealing key, its settings and live relays. */
export type ViewingApp = Pick<FastifyInstance, 'clock' | 'secrets' | 'config' | 'cameraRelays'>;
type CentreDay = Awaited<ReturnType<typeof centreDay>>;

/** The camera as the relay reaches it; null once removed or switched off. */
export async function cameraSource(db: DbOrTx, app: ViewingApp, cameraId: number) {
  const [row] = await activeCameras(db, cameraId);
  return row ? { name: row.name, connection: openConnection(app.secrets, row) } : null;
}

/**
 * The person's own session, asked again whether it may go on (the rules of starting, now):
 * one whose viewer may no longer watch is ended here, and its picture with it.
 */
export async function reviewedSession(
  db: DbOrTx,
  app: ViewingApp,
  input: { id: number; userId: number },
  // The centre's day when the caller has it already.
  known?: CentreDay,
) {
  const { id, userId } = input;
  const row = await findOwnSession(db, id, userId);
  if (!row || sessionStatus(row, app.clock.now()) !== 'viewing') return row;
  const day = known ?? (await centreDay(db, app.clock));
  const viewer = { role: row.viewerRole, userId };
  const camera = await findCamera(db, viewer, row.cameraId, day.today, 'camera.view');
  if (mayGoOnWatching(camera, viewer, day.hours)) return row;
  const now = app.clock.now();
  await revokeSession(db, id, now);
  app.cameraRelays.end([id]);
  return { ...row, endedAt: now, endReason: 'revoked' } satisfies OwnSession;
}

/** The person's own session as the API answers it, with the time left (404: not theirs). */
export async function viewOfSession(
  db: DbOrTx,
  app: ViewingApp,
  input: { id: number; userId: number },
): Promise<CameraSession> {
  const row = await reviewedSession(db, app, input);
  if (!row) throw notFound(sessionNotFound);
  const source = await cameraSource(db, app, row.cameraId);
  const streams = source !== null && hasSource(source.connection, app.config.demo);
  return sessionView(row, app.clock.now(), streams);
}

/**
 * Starts watching a camera: a session of 1800 s (or the live one already open), a parent's
 * only while their child in its room is checked in and within opening hours, ending at
 * closing time at the latest. Each start is its own transaction with its audit row; two at
 * once (a double click) make one session.
 */
export async function startViewing(
  db: Db,
  actor: Actor,
  cameraId: number,
  app: ViewingApp,
): Promise<{ created: boolean; view: CameraSession }> {
  const day = await centreDay(db, app.clock);
  const camera = await findCamera(db, actor, cameraId, day.today, 'camera.view');
  if (!camera) throw notFound(cameraNotFound);
  const block = viewingBlock(camera, actor, day.hours);
  if (block) {
    const { status, code } = blockErrors[block];
    const params =
      block === 'outsideHours'
        ? { opening: day.hours.opening, closing: day.hours.closing }
        : undefined;
    throw new HttpError(status, code, undefined, params);
  }
  const start = () =>
    db.transaction(async (tx) => {
      const now = app.clock.now();
      let expiresAt = new Date(now.getTime() + cameraSessionSeconds * 1000);
      // A parent's viewing ends at closing time at the latest: the countdown says so.
      const closing = zonedInstant(day.today, day.hours.closing, day.timeZone);
      if (portalOf(actor) === 'parent' && closing < expiresAt) expiresAt = closing;
      const session = await startSession(tx, cameraId, actor.userId, now, expiresAt);
      if (session.created) {
        await auditBy(tx, actor, {
          action: 'camera.view',
          entityType: 'camera',
          entityId: cameraId,
          details: { sessionId: session.id },
          at: app.clock.now(),
        });
      }
      const view = await viewOfSession(tx, app, { id: session.id, userId: actor.userId });
      return { created: session.created, view };
    });
  try {
    return await start();
  } catch (error) {
    // Two starts at once (a double click): the one that lost joins the winner's session.
    if (databaseErrorOf(error)?.constraint !== 'camera_sessions_live_unique') throw error;
    return start();
  }
}

/** Stop Viewing: ends the person's own session; the caller stops its picture once saved. */
export async function stopViewing(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  app: ViewingApp,
): Promise<CameraSession> {
  if (await endOwnSession(tx, id, actor.userId, app.clock.now())) {
    await auditBy(tx, actor, {
      action: 'camera.viewEnd',
      entityType: 'camera_viewing_session',
      entityId: id,
      at: app.clock.now(),
    });
  }
  return viewOfSession(tx, app, { id, userId: actor.userId });
}

/**
 * The session whose picture is asked for, with its camera and the centre's day: the
 * person's own (404), still live (410) and of a camera that has a picture to send (404).
 */
export async function sessionToStream(
  db: DbOrTx,
  app: ViewingApp,
  input: { id: number; userId: number },
) {
  const day = await centreDay(db, app.clock);
  const row = await reviewedSession(db, app, input, day);
  if (!row) throw notFound(sessionNotFound);
  const source = await cameraSource(db, app, row.cameraId);
  if (sessionStatus(row, app.clock.now()) !== 'viewing' || !source) {
    throw new HttpError(410, 'errors.cameraSessionOver');
  }
  if (!hasSource(source.connection, app.config.demo))
    throw notFound('errors.cameraStreamUnavailable');
  return { row, source, day };
}
