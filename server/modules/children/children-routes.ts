import type { FastifyInstance } from 'fastify';
import { childNotFound } from '../day-records/day-record-rules.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { addDays } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { updateChild } from './child-edit.ts';
import { moveChildToRoom } from './child-rooms.ts';
import { listWithdrawn, reEnrolChild, withdrawChild } from './child-withdrawals.ts';
import { enrolChild } from './children-actions.ts';
import { discardDraft, findChild, listChildren, listDrafts } from './children-queries.ts';

export async function childrenRoutes(app: FastifyInstance): Promise<void> {
  const today = async () => (await centreNow(app.db, app.clock)).today;

  serve(app, 'GET /api/children', async (request) =>
    listChildren(app.db, principalOf(request), await today()),
  );

  serve(app, 'GET /api/children/drafts', async () => listDrafts(app.db));

  serve(app, 'GET /api/children/withdrawn', async () => listWithdrawn(app.db, await today()));

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
    const child = await findChild(app.db, principalOf(request), request.params.id, await today());
    if (!child) throw notFound(childNotFound);
    return child;
  });

  serve(app, 'POST /api/children', async (request, reply) => {
    const body = request.body;
    const child = await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const created = await enrolChild(tx, body, now, principalOf(request).userId);
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

  /** The child as the one who changed it reads it now. */
  const childAfter = async (request: Parameters<typeof principalOf>[0], id: number) => {
    const child = await findChild(app.db, principalOf(request), id, await today());
    if (!child) throw notFound(childNotFound);
    return child;
  };

  serve(app, 'PATCH /api/children/:id', async (request) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      await updateChild(tx, actorOf(request), { childId: id, change: request.body }, now);
    });
    return childAfter(request, id);
  });

  serve(app, 'POST /api/children/:id/room-moves', async (request) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const { roomId, from } = request.body;
      await moveChildToRoom(tx, { childId: id, roomId, from, actor: actorOf(request), now });
    });
    return childAfter(request, id);
  });

  serve(app, 'POST /api/children/:id/withdrawal', async (request, reply) => {
    await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const input = { childId: request.params.id, ...request.body };
      await withdrawChild(tx, actorOf(request), input, now);
    });
    return reply.code(204).send(null);
  });

  serve(app, 'POST /api/children/:id/re-enrolment', async (request, reply) => {
    await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const input = { childId: request.params.id, ...request.body };
      await reEnrolChild(tx, actorOf(request), input, now);
    });
    return reply.code(204).send(null);
  });

  // The spec's remove: a withdrawal whose last day was yesterday, so the child leaves the
  // lists at once, as the spec's client expects (decision 061).
  serve(app, 'DELETE /api/children/:id', async (request, reply) => {
    await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const lastDay = addDays(now.today, -1);
      const input = { childId: request.params.id, lastDay, reason: '', fromDelete: true };
      await withdrawChild(tx, actorOf(request), input, now);
    });
    return reply.code(204).send(null);
  });
}
