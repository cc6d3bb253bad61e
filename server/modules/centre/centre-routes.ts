import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { centreInfo } from './centre-queries.ts';

export async function centreRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/centre', () => centreInfo(app.db));
}
