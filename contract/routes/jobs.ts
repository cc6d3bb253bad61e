import { z } from '../zod.ts';
import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import { failedJobsResponse } from '../jobs.ts';
import { defineRoutes } from './define.ts';

export const jobRoutes = defineRoutes({
  'GET /api/jobs/failed': {
    operationId: 'listFailedJobs',
    tag: 'background jobs',
    summary: 'Background jobs that failed after every attempt, latest first',
    access: 'jobs.manage',
    responses: { 200: failedJobsResponse },
  },
  'POST /api/jobs/:id/retry': {
    operationId: 'retryFailedJob',
    tag: 'background jobs',
    summary: 'Try a failed job again, with a fresh set of attempts',
    access: 'jobs.manage',
    params: idParam,
    responses: { 204: z.null(), 404: errorResponse, 409: errorResponse },
  },
});
