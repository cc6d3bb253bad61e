import type { FastifyInstance } from 'fastify';
import { reportFileName } from '../../../contract/reports.ts';
import { serve } from '../../lib/serve.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { principalOf } from '../../plugins/access.ts';
import { sendCsv } from './report-csv.ts';
import { exportReport } from './report-export.ts';
import { scopeOf } from './report-scope.ts';
import { reportSummary } from './report-summary.ts';

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/reports/summary', async (request) => {
    const scope = await scopeOf(app.db, app.clock, request.query);
    return reportSummary(app.db, {
      ...scope,
      period: request.query.period,
      roomKey: request.query.room,
    });
  });

  serve(app, 'GET /api/reports/export', async (request, reply) => {
    const { tab, room: roomKey } = request.query;
    const scope = await scopeOf(app.db, app.clock, request.query);
    const language = await languageOfUser(app.db, principalOf(request).userId);
    const stream = await exportReport(app.db, tab, { ...scope, roomKey }, language);
    const fileName = reportFileName(tab, scope.range.start, scope.range.end, roomKey);
    return sendCsv(reply, fileName, stream);
  });
}
