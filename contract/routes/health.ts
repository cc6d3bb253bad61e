import { errorResponse } from '../errors.ts';
import { healthResponse } from '../health.ts';
import { defineRoutes } from './define.ts';

export const healthRoutes = defineRoutes({
  'GET /api/health': {
    operationId: 'getHealth',
    tag: 'health',
    summary: 'Liveness and database status',
    access: 'public',
    responses: { 200: healthResponse, 503: errorResponse },
  },
});
