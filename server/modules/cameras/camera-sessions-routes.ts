import type { FastifyInstance } from 'fastify';
import { sendPage } from '../../lib/paging.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { relayPicture } from './camera-relay.ts';
import {
  reviewedSession,
  sessionToStream,
  startViewing,
  stopViewing,
  viewOfSession,
} from './camera-sessions-actions.ts';
import { sessionStatus, viewingLog } from './camera-sessions-queries.ts';

/**
 * Watching a camera (decision 026, camera-sessions-actions.ts): start, read and stop a
 * viewing session, its live picture, and the viewing log.
 */
export async function cameraSessionsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'POST /api/cameras/:id/sessions', async (request, reply) => {
    const session = await startViewing(app.db, actorOf(request), request.params.id, app);
    return reply.code(session.created ? 201 : 200).send(session.view);
  });

  serve(app, 'GET /api/camera-sessions/:id', (request) =>
    viewOfSession(app.db, app, { id: request.params.id, userId: principalOf(request).userId }),
  );

  serve(app, 'DELETE /api/camera-sessions/:id', async (request) => {
    const { id } = request.params;
    const view = await app.db.transaction((tx) => stopViewing(tx, actorOf(request), id, app));
    app.cameraRelays.end([id]);
    return view;
  });

  serve(
    app,
    'GET /api/camera-sessions/:id/stream',
    async (request, reply) => {
      const asked = { id: request.params.id, userId: principalOf(request).userId };
      const { row, source, day } = await sessionToStream(app.db, app, asked);
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
          const now = await reviewedSession(app.db, app, asked);
          return now !== null && sessionStatus(now, app.clock.now()) === 'viewing';
        },
      });
    },
    // A live picture: compressing JPEG frames gains nothing and would hold them back.
    { compress: false },
  );

  serve(app, 'GET /api/camera-sessions', async (request, reply) =>
    sendPage(reply, await viewingLog(app.db, request.query, app.clock.now())),
  );
}
