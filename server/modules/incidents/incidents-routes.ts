import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayRecordListQuery } from '../../../contract/daily-reports.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { idParam } from '../../../contract/common.ts';
import {
  acknowledgeIncidentRequest,
  alreadyAcknowledged,
  createIncidentRequest,
  incidentResponse,
  incidentsResponse,
  normaliseSignature,
  signatureMismatch,
} from '../../../contract/incidents.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { childIdsOfParent } from '../../lib/family-access.ts';
import { badRequest, HttpError, notFound } from '../../plugins/errors.ts';
import { checkNewRecord } from '../daily-reports/day-records.ts';
import {
  acknowledgeIncident,
  findIncident,
  incidentChildId,
  insertIncident,
  listIncidents,
  parentSigner,
} from './incidents-queries.ts';
import { principalOf } from '../../plugins/access.ts';

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
    handler: async (request) => listIncidents(app.db, principalOf(request), request.query),
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
      const created = await app.db.transaction(async (tx) => {
        const now = await centreNow(tx, app.clock);
        await checkNewRecord(tx, { ...body, today: now.today });
        // Parents are told by the notification work (another issue), which sets it to true.
        const id = await insertIncident(tx, {
          ...body,
          parentNotified: false,
          recordedByUserId: principalOf(request).userId,
          createdAt: now.at,
        });
        await audit(tx, request, {
          action: 'incident.create',
          entityType: 'incident',
          entityId: id,
          details: {
            childId: body.childId,
            staffId: body.staffId,
            date: body.date,
            time: body.time,
          },
          at: now.at,
        });
        return findIncident(tx, id);
      });
      return reply.code(201).send(created);
    },
  });

  r.post('/api/incidents/:id/acknowledge', {
    config: { permission: 'incident.acknowledge' },
    schema: {
      tags: ['incidents'],
      summary: "A parent signs that they have read their child's incident report",
      params: idParam,
      body: acknowledgeIncidentRequest,
      response: {
        200: incidentResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      return app.db.transaction(async (tx) => {
        const childId = await incidentChildId(tx, id);
        // Another family's incident answers exactly like one that does not exist.
        const own = await childIdsOfParent(tx, principal.userId);
        if (childId === undefined || !own.includes(childId)) throw notFound('Incident not found');
        const signer = await parentSigner(tx, principal.userId);
        if (!signer) throw notFound('Incident not found');
        const { signature } = request.body;
        if (normaliseSignature(signature) !== normaliseSignature(signer.fullName)) {
          const message = signatureMismatch(signer.fullName);
          throw badRequest(message, { signature: message });
        }
        const at = app.clock.now();
        if (!(await acknowledgeIncident(tx, id, { parentId: signer.id, signature, at })))
          throw new HttpError(409, alreadyAcknowledged);
        await audit(tx, request, {
          action: 'incident.acknowledge',
          entityType: 'incident',
          entityId: id,
          details: { childId, signature },
          at,
        });
        return findIncident(tx, id);
      });
    },
  });
}
