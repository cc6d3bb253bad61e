import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/errors.ts';
import {
  reportErrors,
  reportExportQuery,
  reportFileName,
  reportQuery,
  reportSummaryResponse,
} from '../../../contract/reports.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { principalOf } from '../../plugins/access.ts';
import { sendCsv } from './report-csv.ts';
import { exportReport } from './report-export.ts';
import { resolvePeriod } from './report-period.ts';
import { reportSummary } from './report-summary.ts';
import { roomByFilterKey } from './reports-queries.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** The query's period and room as the centre's dates and a room id (400 when wrong). */
async function scopeOf(
  db: DbOrTx,
  clock: Clock,
  query: {
    period: 'today' | 'week' | 'month' | 'custom';
    start?: string;
    end?: string;
    room: string;
  },
) {
  const { today, timeZone } = await centreNow(db, clock);
  const range = resolvePeriod(query.period, today, query);
  let room: { id: number; name: string } | null = null;
  if (query.room !== 'all') {
    room = (await roomByFilterKey(db, query.room)) ?? null;
    if (!room) throw badRequest(reportErrors.invalidRoom, { room: reportErrors.invalidRoom });
  }
  return { today, timeZone, range, room };
}

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
