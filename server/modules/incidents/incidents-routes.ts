import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/errors.ts';
import { idParam } from '../../../contract/common.ts';
import {
  acknowledgeIncidentRequest,
  alreadyAcknowledged,
  createIncidentRequest,
  incidentResponse,
  normaliseSignature,
  signatureMismatch,
} from '../../../contract/incidents.ts';
import { audit } from '../../lib/audit.ts';
import { requireTarget } from '../../access/access.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { dayRecordRoutes } from '../day-records/day-record-routes.ts';
import { notifyIncident } from './incident-notice.ts';
import {
  acknowledgeIncident,
  incidentChildId,
  incidentQueries,
  parentSigner,
} from './incidents-queries.ts';
import { principalOf } from '../../plugins/access.ts';

const incidentNotFound = 'errors.incidentNotFound';

export async function incidentsRoutes(app: FastifyInstance): Promise<void> {
  dayRecordRoutes(app, {
    path: '/api/incidents',
    tag: 'incidents',
    entity: 'incident',
    permissions: { read: 'incident.read', create: 'incident.create' },
    summaries: {
      list: 'Incidents, newest first (a parent: their own children only)',
      create: 'File an incident report for a child',
    },
    createRequest: createIncidentRequest,
    response: incidentResponse,
    // Saved as Pending; telling the guardians (below) turns it true.
    queries: {
      ...incidentQueries,
      insert: (db, values) => incidentQueries.insert(db, { ...values, parentNotified: false }),
    },
    auditDetails: (body) => ({ time: body.time }),
    afterCreate: (tx, created) => notifyIncident(app, tx, created.id, created.byUserId, created.at),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
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
        if (childId === undefined) throw notFound(incidentNotFound);
        // Another family's incident answers exactly like one that does not exist.
        await requireTarget(tx, principal, 'incident.acknowledge', childId, incidentNotFound);
        const signer = await parentSigner(tx, principal.userId);
        if (!signer) throw notFound(incidentNotFound);
        const { signature } = request.body;
        if (normaliseSignature(signature) !== normaliseSignature(signer.fullName)) {
          const params = { name: signer.fullName };
          throw badRequest(
            signatureMismatch,
            { signature: { code: signatureMismatch, params } },
            params,
          );
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
        return incidentQueries.find(tx, id);
      });
    },
  });
}
