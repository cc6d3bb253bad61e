import type { FastifyInstance } from 'fastify';

export async function dailyReportsRoutes(_app: FastifyInstance): Promise<void> {}
