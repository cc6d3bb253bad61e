import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { cameraView } from './camera-view.ts';
import {
  addCamera,
  changeCamera,
  checkCameraAddresses,
  removeCameraAndSessions,
  viewOfCamera,
} from './cameras-actions.ts';
import { listCameras } from './cameras-queries.ts';
import { centreDay } from './centre-hours.ts';

/**
 * Cameras (issue 14, decision 026): staff list them, directors add, edit and remove them
 * (cameras-actions.ts). A parent lists the cameras of their children's rooms.
 */
export async function camerasRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/cameras', async (request) => {
    const principal = principalOf(request);
    const day = await centreDay(app.db, app.clock);
    const rows = await listCameras(app.db, principal, day.today);
    return rows.map((row) => cameraView(row, principal, day.hours, app.secrets, app.config.demo));
  });

  serve(app, 'GET /api/cameras/:id', (request) =>
    viewOfCamera(app.db, app, principalOf(request), request.params.id),
  );

  serve(app, 'POST /api/cameras', async (request, reply) => {
    const actor = actorOf(request);
    const { body } = request;
    await checkCameraAddresses(app, body.ipAddress, body.streamUrl);
    const created = await app.db.transaction((tx) => addCamera(tx, actor, body, app));
    return reply.code(201).send(created);
  });

  serve(app, 'PATCH /api/cameras/:id', async (request) => {
    const actor = actorOf(request);
    const { id } = request.params;
    const { body } = request;
    await checkCameraAddresses(app, body.ipAddress, body.streamUrl);
    const changed = await app.db.transaction((tx) => changeCamera(tx, actor, { id, body }, app));
    app.cameraRelays.end(changed.endedSessions);
    // Pointed elsewhere or switched off: whoever watches the old picture stops seeing it.
    if (changed.pictureGone) app.cameraFeeds.end(id);
    return changed.camera;
  });

  serve(app, 'DELETE /api/cameras/:id', async (request, reply) => {
    const { id } = request.params;
    const ended = await app.db.transaction((tx) =>
      removeCameraAndSessions(tx, actorOf(request), id, app),
    );
    app.cameraRelays.end(ended);
    app.cameraFeeds.end(id);
    return reply.code(204).send(null);
  });
}
