import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childDraftsResponse,
  childResponse,
  childrenResponse,
  createChildRequest,
  createChildResponse,
} from '../../../contract/children.ts';
import { idParam } from '../../../contract/common.ts';
import { childNotFound } from '../day-records/day-record-rules.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { childValues } from './child-values.ts';
import {
  discardDraft,
  findChild,
  listDrafts,
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

  r.get('/api/children/drafts', {
    config: { permission: 'child.create' },
    schema: {
      tags: ['children'],
      summary: 'Enrolments in progress: children whose consent forms are not all recorded',
      response: { 200: childDraftsResponse },
    },
    handler: async () => listDrafts(app.db),
  });

  r.delete('/api/children/drafts/:id', {
    // Whoever may enrol may abandon an enrolment they began: a draft has no history to keep.
    config: { permission: 'child.create' },
    schema: {
      tags: ['children'],
      summary: 'Discard an enrolment in progress (a draft; an enrolled child is 404 here)',
      params: idParam,
      response: { 204: z.null().describe('Discarded'), 404: errorResponse },
    },
    handler: async (request, reply) => {
      await app.db.transaction(async (tx) => {
        if (!(await discardDraft(tx, request.params.id, app.clock.now())))
          throw notFound(childNotFound);
        await audit(tx, request, {
          action: 'child.discardDraft',
          entityType: 'child',
          entityId: request.params.id,
        });
      });
      return reply.code(204).send(null);
    },
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
      if (!child) throw notFound(childNotFound);
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
      const child = await app.db.transaction(async (tx) => {
        const { at, today } = await centreNow(tx, app.clock);
        const roomId = await findRoomIdByName(tx, body.room);
        const fieldErrors: Record<string, string> = {};
        if (body.dateOfBirth > today) fieldErrors.dateOfBirth = 'errors.dateOfBirthFuture';
        if (roomId === null) fieldErrors.room = 'errors.chooseCentreRoom';
        if (roomId === null || Object.keys(fieldErrors).length > 0) {
          throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
        }
        const created = await insertChild(tx, childValues(body, roomId, at));
        await audit(tx, request, {
          action: 'child.create',
          entityType: 'child',
          entityId: created.id,
          details: { firstName: created.firstName, lastName: created.lastName, room: body.room },
          at,
        });
        return created;
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
      await app.db.transaction(async (tx) => {
        if (!(await removeChild(tx, request.params.id, app.clock.now())))
          throw notFound(childNotFound);
        await audit(tx, request, {
          action: 'child.remove',
          entityType: 'child',
          entityId: request.params.id,
        });
      });
      return reply.code(204).send(null);
    },
  });
}
