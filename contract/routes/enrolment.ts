import { idParam } from '../common.ts';
import { consentsResponse, recordConsentsRequest } from '../enrolment.ts';
import { errorResponse } from '../errors.ts';
import { defineRoutes } from './define.ts';

export const enrolmentRoutes = defineRoutes({
  'GET /api/children/:id/consents': {
    operationId: 'listConsents',
    tag: 'enrolment',
    summary: "The five consent forms of a child's enrolment, with who confirmed each and when",
    access: 'consent.record',
    params: idParam,
    responses: { 200: consentsResponse, 404: errorResponse },
  },
  'POST /api/children/:id/consents': {
    operationId: 'recordConsents',
    tag: 'enrolment',
    summary: 'Record consent forms as confirmed by the signed-in staff member (idempotent)',
    access: 'consent.record',
    params: idParam,
    body: recordConsentsRequest,
    responses: { 200: consentsResponse, 400: errorResponse, 404: errorResponse },
  },
});
