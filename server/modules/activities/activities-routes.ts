import type { FastifyInstance } from 'fastify';
import { activityResponse, createActivityRequest } from '../../../contract/activities.ts';
import { dayRecordRoutes } from '../day-records/day-record-routes.ts';
import { activityQueries } from './activities-queries.ts';

export async function activitiesRoutes(app: FastifyInstance): Promise<void> {
  dayRecordRoutes(app, {
    path: '/api/activities',
    tag: 'activities',
    entity: 'activity',
    permissions: { read: 'activity.read', create: 'activity.create' },
    summaries: {
      list: 'Logged activities, newest first (a parent: their own children only)',
      create: 'Log an activity for a child',
    },
    createRequest: createActivityRequest,
    response: activityResponse,
    queries: activityQueries,
  });
}
