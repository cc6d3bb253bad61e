import { dashboardStatsResponse, roomRatiosResponse } from '../dashboard.ts';
import { defineRoutes } from './define.ts';

export const dashboardRoutes = defineRoutes({
  'GET /api/dashboard/stats': {
    operationId: 'getDashboardStats',
    tag: 'dashboard',
    summary: 'The stat cards: children, present today, staff on duty, pending reports',
    description:
      "Counts for the centre's today (its time zone), returned as `date` so the client " +
      'uses the same day for its attendance table.',
    access: 'dashboard.read',
    responses: { 200: dashboardStatsResponse },
  },
  'GET /api/dashboard/ratios': {
    operationId: 'listRoomRatios',
    tag: 'dashboard',
    summary: 'Live staff-to-child ratio per room',
    description:
      'Children checked in and not yet checked out, against staff on duty in the room ' +
      'and the staff the room needs for them (ceil(children / childrenPerStaff)).',
    access: 'dashboard.read',
    responses: { 200: roomRatiosResponse },
  },
});
