import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import {
  eventListResponse,
  eventRequest,
  eventResponse,
  eventsQuery,
} from '../../../contract/events.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { Tx } from '../../db/client.ts';
import { deleteEvent, findEvent, insertEvent, listEvents, updateEvent } from './events-queries.ts';

const eventNotFound = 'errors.eventNotFound';
const pastDate = 'errors.pastDate';
const errors = { 400: errorResponse, 404: errorResponse };

export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const auditEvent = (
    tx: Tx,
    request: FastifyRequest,
    action: string,
    entityId: number,
    details: Record<string, unknown>,
  ) => audit(tx, request, { action, entityType: 'event', entityId, details });

  /** A new event, or an event moved to another day, must not land before the centre's today. */
  const refusePast = async (tx: Tx, date: string) => {
    const { today } = await centreNow(tx, app.clock);
    if (date < today) throw badRequest(pastDate, { date: pastDate });
  };

  r.get('/api/events', {
    config: { permission: 'event.read' },
    schema: {
      tags: ['events'],
      summary: "Upcoming events (from the centre's today), by date and time",
      querystring: eventsQuery,
      response: { 200: eventListResponse, 400: errorResponse },
    },
    handler: async (request) => {
      const from = request.query.from ?? (await centreNow(app.db, app.clock)).today;
      const { to } = request.query;
      if (to !== undefined && to < from) {
        const message = 'errors.endBeforeStart';
        throw badRequest(message, { to: message });
      }
      return listEvents(app.db, from, to);
    },
  });

  r.post('/api/events', {
    config: { permission: 'event.manage' },
    schema: {
      tags: ['events'],
      summary: 'Add an event',
      body: eventRequest,
      response: { 201: eventResponse, ...errors },
    },
    handler: async (request, reply) => {
      const created = await app.db.transaction(async (tx) => {
        await refusePast(tx, request.body.date);
        const event = await insertEvent(tx, request.body, app.clock.now());
        await auditEvent(tx, request, 'event.create', event.id, { ...request.body });
        return event;
      });
      return reply.code(201).send(created);
    },
  });

  r.put('/api/events/:id', {
    config: { permission: 'event.manage' },
    schema: {
      tags: ['events'],
      summary: 'Change an event (the whole event is sent)',
      params: idParam,
      body: eventRequest,
      response: { 200: eventResponse, ...errors },
    },
    handler: async (request) => {
      const { id } = request.params;
      return app.db.transaction(async (tx) => {
        const before = await findEvent(tx, id);
        if (!before) throw notFound(eventNotFound);
        if (request.body.date !== before.date) await refusePast(tx, request.body.date);
        const updated = await updateEvent(tx, id, request.body);
        if (!updated) throw notFound(eventNotFound);
        await auditEvent(tx, request, 'event.update', id, { before, after: request.body });
        return updated;
      });
    },
  });

  r.delete('/api/events/:id', {
    config: { permission: 'event.manage' },
    schema: {
      tags: ['events'],
      summary: 'Delete an event',
      params: idParam,
      response: { 204: z.null(), 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const before = await findEvent(tx, id);
        if (!before || !(await deleteEvent(tx, id))) throw notFound(eventNotFound);
        await auditEvent(tx, request, 'event.delete', id, {
          title: before.title,
          date: before.date,
        });
      });
      return reply.code(204).send(null);
    },
  });
}
