import {
  auditFiltersResponse,
  auditLogExportQuery,
  auditLogQuery,
  auditLogResponse,
} from '../audit-log.ts';
import { errorResponse } from '../errors.ts';
import {
  ratioComplianceResponse,
  ratioQuery,
  signInSheetExportQuery,
  signInSheetQuery,
  signInSheetResponse,
} from '../licensing-reports.ts';
import { reportExportQuery, reportQuery, reportSummaryResponse } from '../reports.ts';
import { defineRoutes } from './define.ts';

export const reportRoutes = defineRoutes({
  'GET /api/reports/summary': {
    operationId: 'getReportSummary',
    tag: 'reports',
    summary: 'The reports screen: tiles, attendance, incidents, activities and staff',
    description:
      'For the period (today, this week, this month, or custom start–end, at most 366 days) ' +
      "in the centre's local dates, and one room (its filter key) or all.",
    access: 'report.read',
    query: reportQuery,
    responses: { 200: reportSummaryResponse, 400: errorResponse },
  },
  'GET /api/reports/export': {
    operationId: 'exportReport',
    tag: 'reports',
    summary: "A CSV of one tab's report (overview, attendance, incidents, activities)",
    description:
      'Streamed as text/csv (UTF-8, header row); cells a spreadsheet would run as a ' +
      'formula start with a single quote. Named after the tab, period and room, e.g. ' +
      '`attendance-2026-11-01-to-2026-11-30-infants.csv`.',
    access: 'report.read',
    query: reportExportQuery,
    responses: { 400: errorResponse },
    file: ['text/csv'],
  },
  'GET /api/reports/audit': {
    operationId: 'listAuditLog',
    tag: 'reports',
    summary: 'The audit log: who changed what and when, newest first (paged)',
    access: 'audit.read',
    query: auditLogQuery,
    responses: { 200: auditLogResponse, 400: errorResponse },
    paged: true,
  },
  'GET /api/reports/audit/filters': {
    operationId: 'getAuditLogFilters',
    tag: 'reports',
    summary: 'The people and record types the audit log holds (its filters)',
    access: 'audit.read',
    responses: { 200: auditFiltersResponse },
  },
  'GET /api/reports/audit/export': {
    operationId: 'exportAuditLog',
    tag: 'reports',
    summary: 'The filtered audit log as CSV, oldest first',
    access: 'audit.read',
    query: auditLogExportQuery,
    responses: { 400: errorResponse },
    file: ['text/csv'],
  },
  'GET /api/reports/ratios': {
    operationId: 'getRatioCompliance',
    tag: 'reports',
    summary: 'Ratio compliance: minutes each room was out of its ratio, per day and month',
    description:
      'For the report period and room: every open day up to now, counted from check-in/out ' +
      'times and staff duty periods against the room’s children-per-staff ratio.',
    access: 'report.read',
    query: ratioQuery,
    responses: { 200: ratioComplianceResponse, 400: errorResponse },
  },
  'GET /api/reports/ratios/export': {
    operationId: 'exportRatioCompliance',
    tag: 'reports',
    summary: 'Ratio compliance as CSV: a row per room and open day',
    access: 'report.read',
    query: ratioQuery,
    responses: { 400: errorResponse },
    file: ['text/csv'],
  },
  'GET /api/reports/sign-in-sheet': {
    operationId: 'getSignInSheet',
    tag: 'reports',
    summary: "One day's sign-in/out sheet: each child's times and who dropped off and picked up",
    description: "The day defaults to the centre's today; one room (its filter key) or all.",
    access: 'report.read',
    query: signInSheetQuery,
    responses: { 200: signInSheetResponse, 400: errorResponse },
  },
  'GET /api/reports/sign-in-sheet/export': {
    operationId: 'exportSignInSheet',
    tag: 'reports',
    summary: 'The sign-in/out sheet as a printable PDF or a CSV',
    access: 'report.read',
    query: signInSheetExportQuery,
    responses: { 400: errorResponse },
    file: ['application/pdf', 'text/csv'],
  },
});
