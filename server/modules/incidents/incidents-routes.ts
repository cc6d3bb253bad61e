import type { FastifyInstance } from 'fastify';

export async function incidentsRoutes(_app: FastifyInstance): Promise<void> {}
