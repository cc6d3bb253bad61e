import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { roomResponse, roomsResponse, updateRoomRequest } from '../../../contract/rooms.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import { listRooms, updateRoomRatio } from './rooms-queries.ts';

export async function roomsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/rooms', {
    config: { permission: 'room.read' },
    schema: {
      tags: ['rooms'],
      summary: "The centre's rooms and their required staff ratios",
      response: { 200: roomsResponse },
    },
    handler: () => listRooms(app.db),
  });

  r.put('/api/rooms/:id', {
    config: { permission: 'room.manage' },
    schema: {
      tags: ['rooms'],
      summary: "Set a room's required ratio (1 staff member per N children)",
      params: idParam,
      body: updateRoomRequest,
      response: { 200: roomResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
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
    },
  });
}
