import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activitiesResponse,
  activityResponse,
  createActivityRequest,
} from '../../../contract/activities.ts';
import { dayRecordListQuery } from '../../../contract/daily-reports.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { checkNewRecord } from '../daily-reports/day-records.ts';
import { findActivity, insertActivity, listActivities } from './activities-queries.ts';
import { principalOf } from '../../plugins/access.ts';

export async function activitiesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/activities', {
    config: { permission: 'activity.read' },
    schema: {
      tags: ['activities'],
      summary: 'Logged activities, newest first (a parent: their own children only)',
      querystring: dayRecordListQuery,
      response: { 200: activitiesResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => listActivities(app.db, principalOf(request), request.query),
  });

  r.post('/api/activities', {
    config: { permission: 'activity.create' },
    schema: {
      tags: ['activities'],
      summary: 'Log an activity for a child',
      body: createActivityRequest,
      response: { 201: activityResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const created = await app.db.transaction(async (tx) => {
        const now = await centreNow(tx, app.clock);
        const date = body.date ?? now.today;
        await checkNewRecord(tx, { ...body, date, today: now.today });
        const id = await insertActivity(tx, {
          ...body,
          date,
          recordedByUserId: principalOf(request).userId,
          createdAt: now.at,
        });
        await audit(tx, request, {
          action: 'activity.create',
          entityType: 'activity',
          entityId: id,
          details: { childId: body.childId, staffId: body.staffId, date },
          at: now.at,
        });
        return findActivity(tx, id);
      });
      return reply.code(201).send(created);
    },
  });
}
