import type { FastifyInstance } from 'fastify';
import { jobNotFailedMessage } from '../../../contract/jobs.ts';
import { audit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { jobExists, listFailedJobs, retryFailedJob } from './jobs-queries.ts';

/** Directors see what the background work could not do, and can have it tried again. */
export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/jobs/failed', () => listFailedJobs(app.db));

  serve(app, 'POST /api/jobs/:id/retry', async (request, reply) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      if (!(await jobExists(tx, id))) throw notFound('errors.jobNotFound');
      if (!(await retryFailedJob(tx, id, app.clock.now())))
        throw new HttpError(409, jobNotFailedMessage);
      await audit(tx, request, { action: 'job.retry', entityType: 'job', entityId: id });
    });
    return reply.code(204).send(null);
  });
}
