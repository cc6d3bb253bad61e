import type { FastifyInstance } from 'fastify';
import { requireTarget } from '../../access/access.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readerOfUser } from '../../lib/reader-format.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { centreLetterhead } from '../centre/centre-letterhead.ts';
import { sendDownload } from '../reports/report-csv.ts';
import { allergyListPdf } from './allergy-list-pdf.ts';
import { addCondition, removeCondition, updateCondition } from './conditions-actions.ts';
import {
  childHeader,
  healthAlerts,
  listConditions,
  roomAllergyList,
  roomName,
} from './conditions-queries.ts';
import { listMedications } from './medication-queries.ts';

/** A child's allergies and conditions, the badges, and a room's printable list (066). */
export async function healthRecordsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/children/:id/health', async (request) => {
    const childId = request.params.id;
    const viewer = principalOf(request);
    await requireTarget(app.db, viewer, 'health.read', childId);
    const header = (await childHeader(app.db, childId))!;
    const { today } = await centreNow(app.db, app.clock);
    return {
      childId,
      ...header,
      conditions: await listConditions(app.db, childId),
      medications: await listMedications(app.db, childId, today),
    };
  });

  serve(app, 'POST /api/children/:id/health/conditions', async (request, reply) => {
    const condition = await app.db.transaction((tx) =>
      addCondition(tx, actorOf(request), request.params.id, request.body, app.clock.now()),
    );
    return reply.code(201).send(condition);
  });

  serve(app, 'PUT /api/children/:id/health/conditions/:conditionId', (request) =>
    app.db.transaction((tx) =>
      updateCondition(
        tx,
        actorOf(request),
        { childId: request.params.id, conditionId: request.params.conditionId },
        request.body,
        app.clock.now(),
      ),
    ),
  );

  serve(app, 'DELETE /api/children/:id/health/conditions/:conditionId', async (request, reply) => {
    await app.db.transaction((tx) =>
      removeCondition(
        tx,
        actorOf(request),
        { childId: request.params.id, conditionId: request.params.conditionId },
        app.clock.now(),
      ),
    );
    return reply.code(204).send(null);
  });

  serve(app, 'GET /api/health/alerts', (request) => healthAlerts(app.db, principalOf(request)));

  serve(app, 'GET /api/health/rooms/:id/allergy-list', async (request, reply) => {
    const room = await roomName(app.db, request.params.id);
    if (room === undefined) throw notFound('errors.roomNotFound');
    const { today } = await centreNow(app.db, app.clock);
    const children = await roomAllergyList(app.db, request.params.id);
    const reader = await readerOfUser(app.db, principalOf(request).userId);
    const pdf = await allergyListPdf(
      { room, date: today, children },
      await centreLetterhead(app.db, app.files),
      reader,
    );
    const slug =
      room
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'room';
    return sendDownload(reply, `allergy-list-${slug}-${today}.pdf`, 'application/pdf', pdf);
  });
}
