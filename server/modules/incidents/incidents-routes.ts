import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { sendPage } from '../../lib/paging.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { createDayRecord } from '../day-records/day-record-actions.ts';
import { signIncidentReport } from './incidents-actions.ts';
import { incidentQueries } from './incidents-queries.ts';
import { notifyIncident } from './incident-notice.ts';

export async function incidentsRoutes(app: FastifyInstance): Promise<void> {
  const incident = {
    entity: 'incident',
    queries: {
      ...incidentQueries,
      // Saved as Pending; telling the guardians (afterCreate) turns it true.
      insert: (db: DbOrTx, values: Parameters<typeof incidentQueries.insert>[1]) =>
        incidentQueries.insert(db, { ...values, parentNotified: false }),
    },
    auditDetails: (body: { time: string }) => ({ time: body.time }),
    afterCreate: (tx: DbOrTx, created: { id: number; byUserId: number; at: Date }) =>
      notifyIncident(app, tx, created.id, created.byUserId, created.at),
  };

  serve(app, 'GET /api/incidents', async (request, reply) => {
    const principal = principalOf(request);
    const page = await incidentQueries.list(app.db, principal, 'incident.read', request.query);
    return sendPage(reply, page);
  });

  serve(app, 'POST /api/incidents', async (request, reply) => {
    const created = await app.db.transaction((tx) =>
      createDayRecord(tx, actorOf(request), incident, request.body, app.clock),
    );
    return reply.code(201).send(created);
  });

  serve(app, 'POST /api/incidents/:id/acknowledge', async (request) => {
    const input = { id: request.params.id, signature: request.body.signature };
    return app.db.transaction((tx) => signIncidentReport(tx, actorOf(request), input, app.clock));
  });
}
