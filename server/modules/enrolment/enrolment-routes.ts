import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common.ts';
import { consentsResponse, recordConsentsRequest } from '../../../contract/enrolment.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import { consentsOf, isEnrolled, recordConsents } from './enrolment-queries.ts';
import { principalOf } from '../../plugins/access.ts';

/** Enrolment step 2: the five consent forms, recorded with who confirmed them and when. */
export async function enrolmentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/children/:id/consents', {
    config: { permission: 'consent.record' },
    schema: {
      tags: ['enrolment'],
      summary: "The five consent forms of a child's enrolment, with who confirmed each and when",
      params: idParam,
      response: { 200: consentsResponse, 404: errorResponse },
    },
    handler: async (request) => {
      if (!(await isEnrolled(app.db, request.params.id))) throw notFound('errors.childNotFound');
      return consentsOf(app.db, request.params.id);
    },
  });

  r.post('/api/children/:id/consents', {
    config: { permission: 'consent.record' },
    schema: {
      tags: ['enrolment'],
      summary: 'Record consent forms as confirmed by the signed-in staff member (idempotent)',
      params: idParam,
      body: recordConsentsRequest,
      response: { 200: consentsResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const childId = request.params.id;
      return app.db.transaction(async (tx) => {
        if (!(await isEnrolled(tx, childId))) throw notFound('errors.childNotFound');
        const userId = principalOf(request).userId;
        const at = app.clock.now();
        const recorded = await recordConsents(tx, childId, request.body.forms, userId, at);
        if (recorded.length > 0) {
          await audit(tx, request, {
            action: 'consent.record',
            entityType: 'child',
            entityId: childId,
            details: { forms: recorded },
            at,
          });
        }
        return consentsOf(tx, childId);
      });
    },
  });
}
