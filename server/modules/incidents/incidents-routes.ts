import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayRecordListQuery } from '../../../contract/daily-reports.ts';
import { errorResponse } from '../../../contract/errors.ts';
import {
  createIncidentRequest,
  incidentResponse,
  incidentsResponse,
} from '../../../contract/incidents.ts';
import { writeAudit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { checkNewRecord } from '../daily-reports/day-records.ts';
import { findIncident, insertIncident, listIncidents } from './incidents-queries.ts';

export async function incidentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/incidents', {
    config: { permission: 'incident.read' },
    schema: {
      tags: ['incidents'],
      summary: 'Incidents, newest first (a parent: their own children only)',
      querystring: dayRecordListQuery,
      response: { 200: incidentsResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => listIncidents(app.db, request.principal!, request.query),
  });

  r.post('/api/incidents', {
    config: { permission: 'incident.create' },
    schema: {
      tags: ['incidents'],
      summary: 'File an incident report for a child',
      body: createIncidentRequest,
      response: { 201: incidentResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const now = await centreNow(app.db, app.clock);
      await checkNewRecord(app.db, { ...body, today: now.today });
      // Parents are told by the notification work (another issue), which sets it to true.
      const id = await insertIncident(app.db, {
        ...body,
        parentNotified: false,
        createdAt: now.at,
      });
      await writeAudit(app.db, {
        actorUserId: request.principal!.userId,
        action: 'incident.create',
        entityType: 'incident',
        entityId: id,
        details: { childId: body.childId, staffId: body.staffId, date: body.date, time: body.time },
        ipAddress: request.ip,
        at: now.at,
      });
      return reply.code(201).send(await findIncident(app.db, id));
    },
  });
}
