import type { FastifyInstance } from 'fastify';

export async function staffRoutes(_app: FastifyInstance): Promise<void> {}
