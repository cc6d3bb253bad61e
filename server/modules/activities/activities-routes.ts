import type { FastifyInstance } from 'fastify';
import { sendPage } from '../../lib/paging.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { createDayRecord } from '../day-records/day-record-actions.ts';
import { activityQueries } from './activities-queries.ts';

export async function activitiesRoutes(app: FastifyInstance): Promise<void> {
  const activity = { entity: 'activity', queries: activityQueries };

  serve(app, 'GET /api/activities', async (request, reply) => {
    const principal = principalOf(request);
    const page = await activityQueries.list(app.db, principal, 'activity.read', request.query);
    return sendPage(reply, page);
  });

  serve(app, 'POST /api/activities', async (request, reply) => {
    const created = await app.db.transaction((tx) =>
      createDayRecord(tx, actorOf(request), activity, request.body, app.clock),
    );
    return reply.code(201).send(created);
  });
}
