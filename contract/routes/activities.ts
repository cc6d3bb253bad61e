import { activitiesResponse, activityResponse, createActivityRequest } from '../activities.ts';
import { dayRecordListQuery } from '../daily-reports.ts';
import { errorResponse } from '../errors.ts';
import { defineRoutes } from './define.ts';

export const activityRoutes = defineRoutes({
  'GET /api/activities': {
    operationId: 'listActivities',
    tag: 'activities',
    summary: 'Logged activities, newest first (a parent: their own children only)',
    access: 'activity.read',
    query: dayRecordListQuery,
    responses: { 200: activitiesResponse, 400: errorResponse, 404: errorResponse },
    paged: true,
  },
  'POST /api/activities': {
    operationId: 'createActivity',
    tag: 'activities',
    summary: 'Log an activity for a child',
    access: 'activity.create',
    body: createActivityRequest,
    responses: { 201: activityResponse, 400: errorResponse, 404: errorResponse },
  },
});
