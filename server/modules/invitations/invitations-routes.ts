import type { FastifyInstance } from 'fastify';

export async function invitationsRoutes(_app: FastifyInstance): Promise<void> {}
