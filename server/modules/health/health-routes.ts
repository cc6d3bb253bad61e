import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { pingDatabase } from './health-queries.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/health', async (request, reply) => {
    try {
      await pingDatabase(app.db);
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.code(503).send(errorBody('errors.databaseUnavailable'));
    }
    return {
      status: 'ok' as const,
      database: { status: 'ok' as const, kind: app.database.kind },
    };
  });
}
