import { idParam } from '../common.ts';
import { dayRecordListQuery } from '../daily-reports.ts';
import { errorResponse } from '../errors.ts';
import {
  acknowledgeIncidentRequest,
  createIncidentRequest,
  incidentResponse,
  incidentsResponse,
} from '../incidents.ts';
import { reportDownloadQuery } from '../report-downloads.ts';
import { defineRoutes } from './define.ts';

export const incidentRoutes = defineRoutes({
  'GET /api/incidents': {
    operationId: 'listIncidents',
    tag: 'incidents',
    summary: 'Incidents, newest first (a parent: their own children only)',
    access: 'incident.read',
    query: dayRecordListQuery,
    responses: { 200: incidentsResponse, 400: errorResponse, 404: errorResponse },
    paged: true,
  },
  'POST /api/incidents': {
    operationId: 'createIncident',
    tag: 'incidents',
    summary: 'File an incident report for a child',
    access: 'incident.create',
    body: createIncidentRequest,
    responses: { 201: incidentResponse, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/incidents/:id/acknowledge': {
    operationId: 'acknowledgeIncident',
    tag: 'incidents',
    summary: "A parent signs that they have read their child's incident report",
    access: 'incident.acknowledge',
    params: idParam,
    body: acknowledgeIncidentRequest,
    responses: {
      200: incidentResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'GET /api/incidents/:id/download': {
    operationId: 'downloadIncident',
    tag: 'incidents',
    summary:
      "The incident report as a TXT, PDF or CSV file (default: the reader's Download format)",
    access: 'incident.read',
    params: idParam,
    query: reportDownloadQuery,
    responses: { 400: errorResponse, 404: errorResponse },
    file: ['text/plain', 'application/pdf', 'text/csv'],
  },
});
