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
import { writeAudit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { deleteEvent, findEvent, insertEvent, listEvents, updateEvent } from './events-queries.ts';
import { principalOf } from '../../plugins/access.ts';

const eventNotFound = 'Event not found';
const pastDate = 'Date cannot be in the past';
const errors = { 400: errorResponse, 404: errorResponse };

export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const audit = (
    request: FastifyRequest,
    action: string,
    entityId: number,
    details: Record<string, unknown>,
  ) =>
    writeAudit(app.db, {
      actorUserId: principalOf(request).userId,
      action,
      entityType: 'event',
      entityId,
      details,
      ipAddress: request.ip,
      at: app.clock.now(),
    });

  /** A new event, or an event moved to another day, must not land before the centre's today. */
  const refusePast = async (date: string) => {
    const { today } = await centreNow(app.db, app.clock);
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
        const message = 'The end date must be on or after the start date';
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
      await refusePast(request.body.date);
      const created = await insertEvent(app.db, request.body, app.clock.now());
      await audit(request, 'event.create', created.id, { ...request.body });
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
      const before = await findEvent(app.db, id);
      if (!before) throw notFound(eventNotFound);
      if (request.body.date !== before.date) await refusePast(request.body.date);
      const updated = await updateEvent(app.db, id, request.body);
      if (!updated) throw notFound(eventNotFound);
      await audit(request, 'event.update', id, { before, after: request.body });
      return updated;
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
      const before = await findEvent(app.db, id);
      if (!before || !(await deleteEvent(app.db, id))) throw notFound(eventNotFound);
      await audit(request, 'event.delete', id, { title: before.title, date: before.date });
      return reply.code(204).send(null);
    },
  });
}
