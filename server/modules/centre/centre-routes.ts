import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centreInfoResponse } from '../../../contract/centre.ts';
import { centreInfo } from './centre-queries.ts';

export async function centreRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/centre', {
    // Public: the sign-in pages show it, and it holds nothing about anyone.
    config: { public: true },
    schema: {
      tags: ['centre'],
      summary: "The centre's name, time zone and public website, and whether it is a demo centre",
      response: { 200: centreInfoResponse },
    },
    handler: () => centreInfo(app.db),
  });
}
