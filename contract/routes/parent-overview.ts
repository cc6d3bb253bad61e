import { errorResponse } from '../errors.ts';
import { parentAccountResponse, parentOverviewResponse } from '../parent-overview.ts';
import { defineRoutes } from './define.ts';

export const parentOverviewRoutes = defineRoutes({
  'GET /api/parent/overview': {
    operationId: 'getParentOverview',
    tag: 'parent portal',
    summary: "The parent dashboard's centre status, today's events and family stat cards",
    access: 'parentPortal.read',
    responses: { 200: parentOverviewResponse, 404: errorResponse },
  },
  'GET /api/parent/account': {
    operationId: 'getParentAccount',
    tag: 'parent portal',
    summary: "The signed-in parent's subscription (plan, amount, status, next billing date)",
    access: 'parentPortal.read',
    responses: { 200: parentAccountResponse, 404: errorResponse },
  },
});
