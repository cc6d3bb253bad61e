import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createDailyReportRequest,
  dailyReportResponse,
  dailyReportsResponse,
  dayRecordListQuery,
} from '../../../contract/daily-reports.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { checkNewRecord } from './day-records.ts';
import { findDailyReport, insertDailyReport, listDailyReports } from './daily-reports-queries.ts';
import { principalOf } from '../../plugins/access.ts';

export async function dailyReportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/daily-reports', {
    config: { permission: 'dailyReport.read' },
    schema: {
      tags: ['daily reports'],
      summary: 'Daily reports, newest first (a parent: their own children only)',
      querystring: dayRecordListQuery,
      response: { 200: dailyReportsResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => listDailyReports(app.db, principalOf(request), request.query),
  });

  r.post('/api/daily-reports', {
    config: { permission: 'dailyReport.create' },
    schema: {
      tags: ['daily reports'],
      summary: 'Write a daily report for a child',
      body: createDailyReportRequest,
      response: { 201: dailyReportResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const created = await app.db.transaction(async (tx) => {
        const now = await centreNow(tx, app.clock);
        const date = body.date ?? now.today;
        await checkNewRecord(tx, { ...body, date, today: now.today });
        const id = await insertDailyReport(tx, {
          ...body,
          date,
          recordedByUserId: principalOf(request).userId,
          createdAt: now.at,
        });
        await audit(tx, request, {
          action: 'dailyReport.create',
          entityType: 'dailyReport',
          entityId: id,
          details: { childId: body.childId, staffId: body.staffId, date },
          at: now.at,
        });
        return findDailyReport(tx, id);
      });
      return reply.code(201).send(created);
    },
  });
}
