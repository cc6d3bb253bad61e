import { queueDailyReportMails } from './daily-report-mail.ts';
import type { FastifyInstance } from 'fastify';
import { createDailyReportRequest, dailyReportResponse } from '../../../contract/daily-reports.ts';
import { dayRecordRoutes } from '../day-records/day-record-routes.ts';
import { dailyReportQueries } from './daily-reports-queries.ts';

export async function dailyReportsRoutes(app: FastifyInstance): Promise<void> {
  dayRecordRoutes(app, {
    path: '/api/daily-reports',
    tag: 'daily reports',
    entity: 'dailyReport',
    permissions: { read: 'dailyReport.read', create: 'dailyReport.create' },
    summaries: {
      list: 'Daily reports, newest first (a parent: their own children only)',
      create: 'Write a daily report for a child',
    },
    createRequest: createDailyReportRequest,
    response: dailyReportResponse,
    queries: dailyReportQueries,
    afterCreate: (tx, created) => queueDailyReportMails(app, tx, created.id, created.at),
  });
}
