import { idParam } from '../common.ts';
import {
  createDailyReportRequest,
  dailyReportResponse,
  dailyReportsResponse,
  dayRecordListQuery,
} from '../daily-reports.ts';
import { errorResponse } from '../errors.ts';
import { reportDownloadQuery } from '../report-downloads.ts';
import { defineRoutes } from './define.ts';

export const dailyReportRoutes = defineRoutes({
  'GET /api/daily-reports': {
    operationId: 'listDailyReports',
    tag: 'daily reports',
    summary: 'Daily reports, newest first (a parent: their own children only)',
    access: 'dailyReport.read',
    query: dayRecordListQuery,
    responses: { 200: dailyReportsResponse, 400: errorResponse, 404: errorResponse },
    paged: true,
  },
  'POST /api/daily-reports': {
    operationId: 'createDailyReport',
    tag: 'daily reports',
    summary: 'Write a daily report for a child',
    access: 'dailyReport.create',
    body: createDailyReportRequest,
    responses: { 201: dailyReportResponse, 400: errorResponse, 404: errorResponse },
  },
  'GET /api/daily-reports/:id/download': {
    operationId: 'downloadDailyReport',
    tag: 'daily reports',
    summary: "The daily report as a TXT, PDF or CSV file (default: the reader's Download format)",
    access: 'dailyReport.read',
    params: idParam,
    query: reportDownloadQuery,
    responses: { 400: errorResponse, 404: errorResponse },
    file: ['text/plain', 'application/pdf', 'text/csv'],
  },
});
