import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cameraIdParam,
  cameraSession,
  cameraSessionSeconds,
  cameraViewingLogQuery,
  cameraViewingLogResponse,
} from '../../../contract/cameras.ts';
import { errorResponse } from '../../../contract/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { databaseErrorOf } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { principalOf } from '../../plugins/access.ts';
import { portalOf } from '../../access/access.ts';
import { zonedInstant } from '../../lib/jobs/schedules.ts';
import { openConnection } from './camera-connection.ts';
import { relayPicture } from './camera-relay.ts';
import {
  endOwnSession,
  findOwnSession,
  type OwnSession,
  revokeSession,
  sessionStatus,
  sessionView,
  startSession,
  viewingLog,
} from './camera-sessions-queries.ts';
import { mayGoOnWatching, viewingBlock } from './camera-view.ts';
import { cameraNotFound } from './cameras-routes.ts';
import { activeCameras, findCamera } from './cameras-queries.ts';
import { centreDay } from './centre-hours.ts';
import { hasSource } from './sources/camera-sources.ts';

const sessionNotFound = 'errors.cameraSessionNotFound';
const blockErrors = {
  offline: { status: 409, code: 'errors.cameraOffline' },
  notCheckedIn: { status: 403, code: 'errors.cameraChildNotCheckedIn' },
  outsideHours: { status: 403, code: 'errors.cameraOutsideHours' },
} as const;

/**
 * Watching a camera (decision 026): a viewing session of 1800 s, decided by the server — who
 * may start it (camera-view's viewingBlock), when it ends, and the relay that carries the
 * picture only while it lives. Only the person who started a session can see, use or stop it.
 */
export async function cameraSessionsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The camera as the relay reaches it; null once removed or switched off. */
  async function cameraSource(db: DbOrTx, cameraId: number) {
    const [row] = await activeCameras(db, cameraId);
    return row ? { name: row.name, connection: openConnection(app.secrets, row) } : null;
  }

  /**
   * The person's own session, asked again whether it may go on (the rules of starting, now):
   * one whose viewer may no longer watch is ended here, and its picture with it.
   */
  async function reviewedSession(
    db: DbOrTx,
    id: number,
    userId: number,
    // The centre's day when the caller has it already.
    known?: Awaited<ReturnType<typeof centreDay>>,
  ) {
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

  async function viewOfSession(db: DbOrTx, id: number, userId: number) {
    const row = await reviewedSession(db, id, userId);
    if (!row) throw notFound(sessionNotFound);
    const source = await cameraSource(db, row.cameraId);
    const streams = source !== null && hasSource(source.connection, app.config.demo);
    return sessionView(row, app.clock.now(), streams);
  }

  r.post('/api/cameras/:id/sessions', {
    config: { permission: 'camera.view' },
    schema: {
      tags: ['cameras'],
      summary:
        'Start watching a camera: a session of 1800 s (or the live one already open); a parent only while their child in its room is checked in, within opening hours',
      params: cameraIdParam,
      response: {
        200: cameraSession,
        201: cameraSession,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const day = await centreDay(app.db, app.clock);
      const camera = await findCamera(app.db, principal, id, day.today, 'camera.view');
      if (!camera) throw notFound(cameraNotFound);
      const block = viewingBlock(camera, principal, day.hours);
      if (block) {
        const { status, code } = blockErrors[block];
        const params =
          block === 'outsideHours'
            ? { opening: day.hours.opening, closing: day.hours.closing }
            : undefined;
        throw new HttpError(status, code, undefined, params);
      }
      const start = () =>
        app.db.transaction(async (tx) => {
          const now = app.clock.now();
          let expiresAt = new Date(now.getTime() + cameraSessionSeconds * 1000);
          // A parent's viewing ends at closing time at the latest: the countdown says so.
          const closing = zonedInstant(day.today, day.hours.closing, day.timeZone);
          if (portalOf(principal) === 'parent' && closing < expiresAt) expiresAt = closing;
          const session = await startSession(tx, id, principal.userId, now, expiresAt);
          if (session.created) {
            await audit(tx, request, {
              action: 'camera.view',
              entityType: 'camera',
              entityId: id,
              details: { sessionId: session.id },
            });
          }
          return { ...session, view: await viewOfSession(tx, session.id, principal.userId) };
        });
      let session: Awaited<ReturnType<typeof start>>;
      try {
        session = await start();
      } catch (error) {
        // Two starts at once (a double click): the one that lost joins the winner's session.
        if (databaseErrorOf(error)?.constraint !== 'camera_sessions_live_unique') throw error;
        session = await start();
      }
      return reply.code(session.created ? 201 : 200).send(session.view);
    },
  });

  r.get('/api/camera-sessions/:id', {
    config: { permission: 'camera.view' },
    schema: {
      tags: ['cameras'],
      summary: 'One of the signed-in person’s viewing sessions, with the time left',
      params: cameraIdParam,
      response: { 200: cameraSession, 404: errorResponse },
    },
    handler: async (request) =>
      viewOfSession(app.db, request.params.id, principalOf(request).userId),
  });

  r.delete('/api/camera-sessions/:id', {
    config: { permission: 'camera.view' },
    schema: {
      tags: ['cameras'],
      summary: 'Stop Viewing: end the session (its picture stops at once)',
      params: cameraIdParam,
      response: { 200: cameraSession, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { userId } = principalOf(request);
      const view = await app.db.transaction(async (tx) => {
        if (await endOwnSession(tx, id, userId, app.clock.now())) {
          await audit(tx, request, {
            action: 'camera.viewEnd',
            entityType: 'camera_viewing_session',
            entityId: id,
          });
        }
        return viewOfSession(tx, id, userId);
      });
      app.cameraRelays.end([id]);
      return view;
    },
  });

  r.get('/api/camera-sessions/:id/stream', {
    config: { permission: 'camera.view' },
    // A live picture: compressing JPEG frames gains nothing and would hold them back.
    compress: false,
    schema: {
      tags: ['cameras'],
      summary: 'The session’s live picture (multipart JPEG, for an <img>), until the session ends',
      params: cameraIdParam,
      response: { 404: errorResponse, 410: errorResponse, 502: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { userId } = principalOf(request);
      const day = await centreDay(app.db, app.clock);
      const row = await reviewedSession(app.db, id, userId, day);
      if (!row) throw notFound(sessionNotFound);
      const source = await cameraSource(app.db, row.cameraId);
      if (sessionStatus(row, app.clock.now()) !== 'viewing' || !source) {
        throw new HttpError(410, 'errors.cameraSessionOver');
      }
      if (!hasSource(source.connection, app.config.demo))
        throw notFound('errors.cameraStreamUnavailable');
      return relayPicture(app, request, reply, {
        session: row,
        connection: source.connection,
        context: {
          demo: app.config.demo,
          clock: app.clock,
          timeZone: day.timeZone,
          label: source.name,
          testNetwork: app.config.cameraTestNetwork,
        },
        goesOn: async () => {
          const now = await reviewedSession(app.db, id, userId);
          return now !== null && sessionStatus(now, app.clock.now()) === 'viewing';
        },
      });
    },
  });

  r.get('/api/camera-sessions', {
    config: { permission: 'cameraViewing.read' },
    schema: {
      tags: ['cameras'],
      summary: 'The viewing log: who watched which camera, from when to when (newest first, paged)',
      querystring: cameraViewingLogQuery,
      response: { 200: cameraViewingLogResponse, 400: errorResponse },
    },
    handler: async (request, reply) =>
      sendPage(reply, await viewingLog(app.db, request.query, app.clock.now())),
  });
}
