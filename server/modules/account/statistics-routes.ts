import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountStatisticsResponse } from '../../../contract/account.ts';
import { notFound } from '../../lib/http-errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { accountStatistics } from './statistics-queries.ts';

/** The staff profile's account statistics: the signed-in staff member's own, never another's. */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/profile/statistics', {
    config: { permission: 'profile.statistics' },
    schema: {
      tags: ['account'],
      summary: 'The signed-in staff member’s account statistics: since when, what they recorded',
      response: { 200: accountStatisticsResponse },
    },
    handler: async (request) => {
      const { userId, sessionTokenHash } = principalOf(request);
      const statistics = await accountStatistics(app.db, userId, sessionTokenHash);
      if (!statistics) throw notFound('errors.profileNotFound');
      return statistics;
    },
  });
}
