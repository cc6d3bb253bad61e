import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/errors.ts';
import {
  reportExportQuery,
  reportFileName,
  reportQuery,
  reportSummaryResponse,
} from '../../../contract/reports.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { principalOf } from '../../plugins/access.ts';
import { sendCsv } from './report-csv.ts';
import { exportReport } from './report-export.ts';
import { scopeOf } from './report-scope.ts';
import { reportSummary } from './report-summary.ts';

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/reports/summary', {
    config: { permission: 'report.read' },
    schema: {
      tags: ['reports'],
      summary: 'The reports screen: tiles, attendance, incidents, activities and staff',
      description:
        'For the period (today, this week, this month, or custom start–end, at most 366 days) ' +
        "in the centre's local dates, and one room (its filter key) or all.",
      querystring: reportQuery,
      response: { 200: reportSummaryResponse, 400: errorResponse },
    },
    handler: async (request) => {
      const scope = await scopeOf(app.db, app.clock, request.query);
      return reportSummary(app.db, {
        ...scope,
        period: request.query.period,
        roomKey: request.query.room,
      });
    },
  });

  r.get('/api/reports/export', {
    config: { permission: 'report.read' },
    schema: {
      tags: ['reports'],
      summary: "A CSV of one tab's report (overview, attendance, incidents, activities)",
      description:
        'Streamed as text/csv (UTF-8, header row); cells a spreadsheet would run as a ' +
        'formula start with a single quote. Named after the tab, period and room, e.g. ' +
        '`attendance-2026-11-01-to-2026-11-30-infants.csv`.',
      querystring: reportExportQuery,
      response: { 400: errorResponse },
    },
    handler: async (request, reply) => {
      const { tab, room: roomKey } = request.query;
      const scope = await scopeOf(app.db, app.clock, request.query);
      const language = await languageOfUser(app.db, principalOf(request).userId);
      const stream = await exportReport(app.db, tab, { ...scope, roomKey }, language);
      const fileName = reportFileName(tab, scope.range.start, scope.range.end, roomKey);
      return sendCsv(reply, fileName, stream);
    },
  });
}
