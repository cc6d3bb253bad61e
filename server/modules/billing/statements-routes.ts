import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statementsQuery, statementsRequest } from '../../../contract/billing.ts';
import { queuedJobResponse, statementResponse } from '../../../contract/billing-views.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { audit } from '../../lib/audit.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import { principalOf } from '../../plugins/access.ts';
import { listStatements, makeStatements, statementsJobKind } from './statements.ts';

/**
 * Year-end statements (decision 034): a director asks for a tax year's, a job makes one per
 * payer (stored as that parent's tax document), and the list says which were made.
 */
export async function statementsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.jobs.handle(statementsJobKind, async (payload, context) => {
    await makeStatements(app, {
      taxYear: Number(payload.taxYear),
      requestedBy: Number(payload.requestedBy),
      runKey: `job:${context.jobId}`,
    });
  });

  r.post('/api/billing/statements', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "Make every payer's year-end statement for a tax year (a job; again: amended)",
      body: statementsRequest,
      response: { 202: queuedJobResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { taxYear } = request.body;
      const jobId = await app.db.transaction(async (tx) => {
        const id = await enqueue(
          tx,
          {
            kind: statementsJobKind,
            label: `Year-end statements ${taxYear}`,
            payload: { taxYear, requestedBy: principal.userId },
          },
          app.clock.now(),
        );
        await audit(tx, request, {
          action: 'billing.statements.request',
          entityType: 'billing_statements',
          entityId: taxYear,
          details: { taxYear, jobId: id },
        });
        return id!;
      });
      return reply.code(202).send({ jobId });
    },
  });

  r.get('/api/billing/statements', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: 'The year-end statements made for a tax year, newest first',
      querystring: statementsQuery,
      response: { 200: z.array(statementResponse), 400: errorResponse },
    },
    handler: async (request) => listStatements(app.db, request.query.taxYear),
  });
}
