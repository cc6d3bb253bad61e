import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import type { Tx } from '../../db/client.ts';
import { deleteEvent, findEvent, insertEvent, listEvents, updateEvent } from './events-queries.ts';

const eventNotFound = 'errors.eventNotFound';
const pastDate = 'errors.pastDate';

export async function eventsRoutes(app: FastifyInstance): Promise<void> {
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

  serve(app, 'GET /api/events', async (request) => {
    const from = request.query.from ?? (await centreNow(app.db, app.clock)).today;
    const { to } = request.query;
    if (to !== undefined && to < from) {
      const message = 'errors.endBeforeStart';
      throw badRequest(message, { to: message });
    }
    return listEvents(app.db, from, to);
  });

  serve(app, 'POST /api/events', async (request, reply) => {
    const created = await app.db.transaction(async (tx) => {
      await refusePast(tx, request.body.date);
      const event = await insertEvent(tx, request.body, app.clock.now());
      await auditEvent(tx, request, 'event.create', event.id, { ...request.body });
      return event;
    });
    return reply.code(201).send(created);
  });

  serve(app, 'PUT /api/events/:id', async (request) => {
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
  });

  serve(app, 'DELETE /api/events/:id', async (request, reply) => {
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
  });
}
