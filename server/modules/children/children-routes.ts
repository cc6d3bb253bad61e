import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childResponse,
  childrenResponse,
  createChildRequest,
  createChildResponse,
} from '../../../contract/children.ts';
import { idParam } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { childValues } from './child-values.ts';
import {
  findChild,
  findRoomIdByName,
  insertChild,
  listChildren,
  removeChild,
} from './children-queries.ts';
import { principalOf } from '../../plugins/access.ts';

export async function childrenRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/children', {
    config: { permission: 'child.read' },
    schema: {
      tags: ['children'],
      summary: 'Enrolled children, by last then first name (a parent: their own)',
      response: { 200: childrenResponse },
    },
    handler: async (request) => listChildren(app.db, principalOf(request)),
  });

  r.get('/api/children/:id', {
    config: { permission: 'child.read' },
    schema: {
      tags: ['children'],
      summary: 'One enrolled child, with medical information',
      params: idParam,
      response: { 200: childResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const child = await findChild(app.db, principalOf(request), request.params.id);
      if (!child) throw notFound('Child not found');
      return child;
    },
  });

  r.post('/api/children', {
    config: { permission: 'child.create' },
    schema: {
      tags: ['children'],
      summary: 'Enrol a child (step 1); parent details are placeholders until the invitation',
      body: createChildRequest,
      response: { 201: createChildResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const { at, today } = await centreNow(app.db, app.clock);
      const roomId = await findRoomIdByName(app.db, body.room);
      const fieldErrors: Record<string, string> = {};
      if (body.dateOfBirth > today)
        fieldErrors.dateOfBirth = 'Date of birth cannot be in the future';
      if (roomId === null) fieldErrors.room = "Please choose one of the centre's rooms";
      if (roomId === null || Object.keys(fieldErrors).length > 0) {
        throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
      }
      const child = await insertChild(app.db, childValues(body, roomId, at));
      await writeAudit(app.db, {
        actorUserId: principalOf(request).userId,
        action: 'child.create',
        entityType: 'child',
        entityId: child.id,
        details: { firstName: child.firstName, lastName: child.lastName, room: body.room },
        ipAddress: request.ip,
        at,
      });
      return reply.code(201).send(child);
    },
  });

  r.delete('/api/children/:id', {
    config: { permission: 'child.remove' },
    schema: {
      tags: ['children'],
      summary: 'Remove a child from the lists; their records are kept',
      params: idParam,
      response: { 204: z.null().describe('Removed'), 404: errorResponse },
    },
    handler: async (request, reply) => {
      const at = app.clock.now();
      const removed = await removeChild(app.db, request.params.id, at);
      if (!removed) throw notFound('Child not found');
      await writeAudit(app.db, {
        actorUserId: principalOf(request).userId,
        action: 'child.remove',
        entityType: 'child',
        entityId: request.params.id,
        ipAddress: request.ip,
        at,
      });
      return reply.code(204).send(null);
    },
  });
}
