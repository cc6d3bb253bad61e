import { z } from '../zod.ts';
import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  childHealthResponse,
  conditionParams,
  conditionRequest,
  conditionResponse,
  healthAlertsResponse,
} from '../health-records.ts';
import { defineRoutes } from './define.ts';

const tag = 'health records';

/** Allergies and conditions, medication authorisations and the dose log (decision 066). */
export const healthRecordRoutes = defineRoutes({
  'GET /api/children/:id/health': {
    operationId: 'getChildHealth',
    tag,
    summary: "A child's allergies and conditions, and medications with every dose entry",
    access: 'health.read',
    params: idParam,
    responses: { 200: childHealthResponse, 404: errorResponse },
  },
  'POST /api/children/:id/health/conditions': {
    operationId: 'addHealthCondition',
    tag,
    summary: 'Add an allergy or condition to a child’s record',
    access: 'health.update',
    params: idParam,
    body: conditionRequest,
    responses: { 201: conditionResponse, 400: errorResponse, 404: errorResponse },
  },
  'PUT /api/children/:id/health/conditions/:conditionId': {
    operationId: 'updateHealthCondition',
    tag,
    summary: 'Change an allergy or condition',
    access: 'health.update',
    params: conditionParams,
    body: conditionRequest,
    responses: { 200: conditionResponse, 400: errorResponse, 404: errorResponse },
  },
  'DELETE /api/children/:id/health/conditions/:conditionId': {
    operationId: 'removeHealthCondition',
    tag,
    summary: 'Remove an allergy or condition (the audit log keeps what it said)',
    access: 'health.update',
    params: conditionParams,
    responses: { 204: z.null(), 404: errorResponse },
  },
  'GET /api/health/alerts': {
    operationId: 'listHealthAlerts',
    tag,
    summary: 'Each child with allergies or conditions: what a badge on the child shows',
    access: 'health.read',
    responses: { 200: healthAlertsResponse },
  },
  'GET /api/health/rooms/:id/allergy-list': {
    operationId: 'downloadRoomAllergyList',
    tag,
    summary: "A room's allergies and conditions as a printable PDF (the room wall, the kitchen)",
    access: 'healthList.read',
    params: idParam,
    responses: { 404: errorResponse },
    file: ['application/pdf'],
  },
});
