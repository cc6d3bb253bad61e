import type { FastifyInstance } from 'fastify';

export async function attendanceRoutes(_app: FastifyInstance): Promise<void> {}
