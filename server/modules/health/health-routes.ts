import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/errors.ts';
import { healthResponse } from '../../../contract/health.ts';
import { errorBody } from '../../lib/http-errors.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { public: true },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database status',
      response: { 200: healthResponse, 503: errorResponse },
    },
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.code(503).send(errorBody('errors.databaseUnavailable'));
      }
      return {
        status: 'ok' as const,
        database: { status: 'ok' as const, kind: app.database.kind },
      };
    },
  });
}
