import type { FastifyInstance } from 'fastify';
import { childNotFound } from '../day-records/day-record-rules.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { enrolChild } from './children-actions.ts';
import {
  discardDraft,
  findChild,
  listChildren,
  listDrafts,
  removeChild,
} from './children-queries.ts';

export async function childrenRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/children', async (request) => listChildren(app.db, principalOf(request)));

  serve(app, 'GET /api/children/drafts', async () => listDrafts(app.db));

  serve(app, 'DELETE /api/children/drafts/:id', async (request, reply) => {
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
  });

  serve(app, 'GET /api/children/:id', async (request) => {
    const child = await findChild(app.db, principalOf(request), request.params.id);
    if (!child) throw notFound(childNotFound);
    return child;
  });

  serve(app, 'POST /api/children', async (request, reply) => {
    const body = request.body;
    const child = await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const created = await enrolChild(tx, body, now);
      await audit(tx, request, {
        action: 'child.create',
        entityType: 'child',
        entityId: created.id,
        details: { firstName: created.firstName, lastName: created.lastName, room: body.room },
        at: now.at,
      });
      return created;
    });
    return reply.code(201).send(child);
  });

  serve(app, 'DELETE /api/children/:id', async (request, reply) => {
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
  });
}
