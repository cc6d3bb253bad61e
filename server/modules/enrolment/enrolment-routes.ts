import type { FastifyInstance } from 'fastify';

export async function enrolmentRoutes(_app: FastifyInstance): Promise<void> {}
