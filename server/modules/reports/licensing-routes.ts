import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/errors.ts';
import {
  ratioComplianceResponse,
  ratioFileName,
  ratioQuery,
  signInSheetExportQuery,
  signInSheetFileName,
  signInSheetQuery,
  signInSheetResponse,
} from '../../../contract/licensing-reports.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { principalOf } from '../../plugins/access.ts';
import { centreLetterhead } from '../centre/centre-queries.ts';
import { ratioCsv } from './ratio-export.ts';
import { ratioDays, ratioMonths } from './ratio-queries.ts';
import { sendCsv, sendDownload } from './report-csv.ts';
import { roomOf, type ScopeQuery, scopeOf } from './report-scope.ts';
import { attendanceUpTo, queryScope } from './report-summary.ts';
import { signInSheet } from './sign-in-sheet.ts';
import { signInSheetCsv, signInSheetPdf } from './sign-in-sheet-export.ts';
import { readerOfUser } from '../../lib/reader-format.ts';

/** Ratio compliance and sign-in/out sheets: what a licensing inspector asks for (decision 032). */
export async function licensingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function ratioReport(query: ScopeQuery) {
    const scope = await scopeOf(app.db, app.clock, query);
    const days = await ratioDays(app.db, {
      ...queryScope(scope),
      upTo: attendanceUpTo(scope),
      today: scope.today,
      now: app.clock.now(),
    });
    return { scope, days };
  }

  r.get('/api/reports/ratios', {
    config: { permission: 'report.read' },
    schema: {
      tags: ['reports'],
      summary: 'Ratio compliance: minutes each room was out of its ratio, per day and month',
      description:
        'For the report period and room: every open day up to now, counted from check-in/out ' +
        'times and staff duty periods against the room’s children-per-staff ratio.',
      querystring: ratioQuery,
      response: { 200: ratioComplianceResponse, 400: errorResponse },
    },
    handler: async (request) => {
      const { scope, days } = await ratioReport(request.query);
      return {
        start: scope.range.start,
        end: scope.range.end,
        room: request.query.room,
        days,
        months: ratioMonths(days),
      };
    },
  });

  r.get('/api/reports/ratios/export', {
    config: { permission: 'report.read' },
    schema: {
      tags: ['reports'],
      summary: 'Ratio compliance as CSV: a row per room and open day',
      querystring: ratioQuery,
      response: { 400: errorResponse },
    },
    handler: async (request, reply) => {
      const { scope, days } = await ratioReport(request.query);
      const language = await languageOfUser(app.db, principalOf(request).userId);
      const fileName = ratioFileName(scope.range.start, scope.range.end, request.query.room);
      return sendCsv(reply, fileName, ratioCsv(days, language));
    },
  });

  async function sheetOf(query: { date?: string; room: string }) {
    const { today, timeZone } = await centreNow(app.db, app.clock);
    const room = await roomOf(app.db, query.room);
    return signInSheet(app.db, { date: query.date ?? today, timeZone, room, roomKey: query.room });
  }

  r.get('/api/reports/sign-in-sheet', {
    config: { permission: 'report.read' },
    schema: {
      tags: ['reports'],
      summary: "One day's sign-in/out sheet: each child's times and who dropped off and picked up",
      description: "The day defaults to the centre's today; one room (its filter key) or all.",
      querystring: signInSheetQuery,
      response: { 200: signInSheetResponse, 400: errorResponse },
    },
    handler: async (request) => sheetOf(request.query),
  });

  r.get('/api/reports/sign-in-sheet/export', {
    config: { permission: 'report.read' },
    schema: {
      tags: ['reports'],
      summary: 'The sign-in/out sheet as a printable PDF or a CSV',
      querystring: signInSheetExportQuery,
      response: { 400: errorResponse },
    },
    handler: async (request, reply) => {
      const sheet = await sheetOf(request.query);
      const reader = await readerOfUser(app.db, principalOf(request).userId);
      const fileName = signInSheetFileName(sheet.date, sheet.room, request.query.format);
      if (request.query.format === 'csv')
        return sendCsv(reply, fileName, signInSheetCsv(sheet, reader));
      const pdf = await signInSheetPdf(sheet, await centreLetterhead(app.db), reader);
      return sendDownload(reply, fileName, 'application/pdf', pdf);
    },
  });
}
