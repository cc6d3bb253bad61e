import type { FastifyInstance } from 'fastify';
import { audit } from '../../../lib/audit.ts';
import { enqueue } from '../../../lib/jobs/job-queue.ts';
import { serve } from '../../../lib/serve.ts';
import { principalOf } from '../../../plugins/access.ts';
import { listStatements, makeStatements, statementsJobKind } from './statements.ts';

/**
 * Year-end statements (decision 034): a director asks for a tax year's, a job makes one per
 * payer (stored as that parent's tax document), and the list says which were made.
 */
export async function statementsRoutes(app: FastifyInstance): Promise<void> {
  app.jobs.handle(statementsJobKind, async (payload, context) => {
    await makeStatements(app, {
      taxYear: Number(payload.taxYear),
      requestedBy: Number(payload.requestedBy),
      runKey: `job:${context.jobId}`,
    });
  });

  serve(app, 'POST /api/billing/statements', async (request, reply) => {
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
  });

  serve(app, 'GET /api/billing/statements', (request) =>
    listStatements(app.db, request.query.taxYear),
  );
}
