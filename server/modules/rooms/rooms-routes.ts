import type { FastifyInstance } from 'fastify';

export async function roomsRoutes(_app: FastifyInstance): Promise<void> {}
