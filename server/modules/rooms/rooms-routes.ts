import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { listRooms, updateRoomRatio } from './rooms-queries.ts';

export async function roomsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/rooms', () => listRooms(app.db));

  serve(app, 'PUT /api/rooms/:id', async (request) => {
    const { id } = request.params;
    const { childrenPerStaff } = request.body;
    return app.db.transaction(async (tx) => {
      const changed = await updateRoomRatio(tx, id, childrenPerStaff);
      if (!changed) throw notFound('errors.roomNotFound');
      await audit(tx, request, {
        action: 'room.ratio.update',
        entityType: 'room',
        entityId: id,
        details: { from: changed.before.childrenPerStaff, to: childrenPerStaff },
      });
      return changed.after;
    });
  });
}
