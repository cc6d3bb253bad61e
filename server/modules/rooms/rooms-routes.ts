import type { FastifyInstance } from 'fastify';
import { centreNow } from '../../lib/centre-time.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../../plugins/access.ts';
import { archiveRoom, createRoom, moveRoom, updateRoom } from './rooms-actions.ts';
import { listRooms } from './rooms-queries.ts';

/** The centre's rooms: everyone on staff reads them; directors add, edit, order, archive. */
export async function roomsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/rooms', () => listRooms(app.db));

  serve(app, 'POST /api/rooms', async (request, reply) => {
    const room = await app.db.transaction((tx) =>
      createRoom(tx, actorOf(request), request.body, app.clock.now()),
    );
    return reply.code(201).send(room);
  });

  serve(app, 'PUT /api/rooms/:id/position', (request) =>
    app.db.transaction((tx) =>
      moveRoom(tx, actorOf(request), request.params.id, request.body.position, app.clock.now()),
    ),
  );

  serve(app, 'PUT /api/rooms/:id', (request) =>
    app.db.transaction((tx) =>
      updateRoom(tx, actorOf(request), request.params.id, request.body, app.clock.now()),
    ),
  );

  serve(app, 'POST /api/rooms/:id/archive', async (request) => {
    const now = await centreNow(app.db, app.clock);
    return app.db.transaction((tx) =>
      archiveRoom(
        tx,
        actorOf(request),
        {
          id: request.params.id,
          moveChildrenTo: request.body.moveChildrenTo,
          today: now.today,
        },
        now.at,
      ),
    );
  });
}
