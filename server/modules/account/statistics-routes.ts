import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { accountStatistics } from './statistics-queries.ts';

/** The staff profile's account statistics: the signed-in staff member's own, never another's. */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/profile/statistics', async (request) => {
    const { userId, sessionTokenHash } = principalOf(request);
    const statistics = await accountStatistics(app.db, userId, sessionTokenHash);
    if (!statistics) throw notFound('errors.profileNotFound');
    return statistics;
  });
}
