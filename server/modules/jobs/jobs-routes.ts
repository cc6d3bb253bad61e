import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { failedJobsResponse, jobNotFailedMessage } from '../../../contract/jobs.ts';
import { audit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { jobExists, listFailedJobs, retryFailedJob } from './jobs-queries.ts';

/** Directors see what the background work could not do, and can have it tried again. */
export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/jobs/failed', {
    config: { permission: 'jobs.manage' },
    schema: {
      tags: ['background jobs'],
      summary: 'Background jobs that failed after every attempt, latest first',
      response: { 200: failedJobsResponse },
    },
    handler: () => listFailedJobs(app.db),
  });

  r.post('/api/jobs/:id/retry', {
    config: { permission: 'jobs.manage' },
    schema: {
      tags: ['background jobs'],
      summary: 'Try a failed job again, with a fresh set of attempts',
      params: idParam,
      response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        if (!(await jobExists(tx, id))) throw notFound('errors.jobNotFound');
        if (!(await retryFailedJob(tx, id, app.clock.now())))
          throw new HttpError(409, jobNotFailedMessage);
        await audit(tx, request, { action: 'job.retry', entityType: 'job', entityId: id });
      });
      return reply.code(204).send(null);
    },
  });
}
