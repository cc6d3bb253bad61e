import type { FastifyInstance } from 'fastify';

export async function childrenRoutes(_app: FastifyInstance): Promise<void> {}
