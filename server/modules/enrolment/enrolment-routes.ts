import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { consentsOf, isEnrolled, recordConsents } from './enrolment-queries.ts';

/** Enrolment step 2: the five consent forms, recorded with who confirmed them and when. */
export async function enrolmentRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/children/:id/consents', async (request) => {
    if (!(await isEnrolled(app.db, request.params.id))) throw notFound('errors.childNotFound');
    return consentsOf(app.db, request.params.id);
  });

  serve(app, 'POST /api/children/:id/consents', async (request) => {
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
  });
}
