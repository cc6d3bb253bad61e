import { z } from '../zod.ts';
import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  childImmunisationsResponse,
  exemptionParams,
  exemptionResponse,
  immunisationParams,
  immunisationReportResponse,
  immunisationRequest,
  immunisationResponse,
  scheduleRequest,
  scheduleResponse,
} from '../immunisations.ts';
import { defineRoutes } from './define.ts';

const tag = 'health records';

/**
 * Immunisations (decision 066, "Immunisations"): doses and exemptions per child, entered by
 * staff or by guardians for staff to verify; the centre's schedule; the directors' report.
 */
export const immunisationRoutes = defineRoutes({
  'GET /api/children/:id/immunisations': {
    operationId: 'getChildImmunisations',
    tag,
    summary: "A child's doses, exemptions and status against the centre's schedule",
    access: 'health.read',
    params: idParam,
    responses: { 200: childImmunisationsResponse, 404: errorResponse },
  },
  'POST /api/children/:id/immunisations': {
    operationId: 'addImmunisation',
    tag,
    summary: "Record a dose given (a guardian's entry awaits staff verification)",
    access: 'health.update',
    params: idParam,
    body: immunisationRequest,
    responses: {
      201: immunisationResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'DELETE /api/children/:id/immunisations/:immunisationId': {
    operationId: 'removeImmunisation',
    tag,
    summary: 'Remove a dose entered wrongly (the audit log keeps it)',
    access: 'health.update',
    params: immunisationParams,
    responses: { 204: z.null(), 404: errorResponse, 409: errorResponse },
  },
  'POST /api/children/:id/immunisations/:immunisationId/verification': {
    operationId: 'verifyImmunisation',
    tag,
    summary: "Staff verify a guardian's entry: it counts from then on",
    access: 'immunisation.verify',
    params: immunisationParams,
    responses: { 200: immunisationResponse, 404: errorResponse, 409: errorResponse },
  },
  'POST /api/children/:id/immunisation-exemptions': {
    operationId: 'addImmunisationExemption',
    tag,
    summary:
      'An exemption (medical or personal) with its document: multipart, fields then one PDF or image in "file"',
    access: 'health.update',
    params: idParam,
    upload: true,
    responses: {
      201: exemptionResponse,
      400: errorResponse,
      404: errorResponse,
      413: errorResponse,
      415: errorResponse,
    },
  },
  'GET /api/children/:id/immunisation-exemptions/:exemptionId/document': {
    operationId: 'getImmunisationExemptionDocument',
    tag,
    summary: "The exemption's document, to staff and the child's guardians only",
    access: 'health.read',
    params: exemptionParams,
    responses: { 404: errorResponse },
    file: ['application/pdf', 'image/webp'],
  },
  'DELETE /api/children/:id/immunisation-exemptions/:exemptionId': {
    operationId: 'removeImmunisationExemption',
    tag,
    summary: 'Remove an exemption (the audit log keeps it)',
    access: 'health.update',
    params: exemptionParams,
    responses: { 204: z.null(), 404: errorResponse, 409: errorResponse },
  },
  'POST /api/children/:id/immunisation-exemptions/:exemptionId/verification': {
    operationId: 'verifyImmunisationExemption',
    tag,
    summary: "Staff verify a guardian's exemption",
    access: 'immunisation.verify',
    params: exemptionParams,
    responses: { 200: exemptionResponse, 404: errorResponse, 409: errorResponse },
  },
  'GET /api/health/immunisation-schedule': {
    operationId: 'getImmunisationSchedule',
    tag,
    summary: "The centre's immunisation schedule: each dose's age due and grace, in months",
    access: 'healthList.read',
    responses: { 200: scheduleResponse },
  },
  'PUT /api/health/immunisation-schedule': {
    operationId: 'replaceImmunisationSchedule',
    tag,
    summary: "Replace the centre's immunisation schedule (directors)",
    access: 'immunisationSchedule.update',
    body: scheduleRequest,
    responses: { 200: scheduleResponse, 400: errorResponse },
  },
  'GET /api/health/immunisation-report': {
    operationId: 'getImmunisationReport',
    tag,
    summary: 'Enrolled children with doses missing or overdue (directors)',
    access: 'immunisationReport.read',
    responses: { 200: immunisationReportResponse },
  },
  'GET /api/health/immunisation-report/export': {
    operationId: 'exportImmunisationReport',
    tag,
    summary: 'The same report as CSV, one line per missing dose',
    access: 'immunisationReport.read',
    responses: {},
    file: ['text/csv'],
  },
});
