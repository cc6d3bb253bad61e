import type { FastifyInstance } from 'fastify';
import { ratioFileName, signInSheetFileName } from '../../../contract/licensing-reports.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { serve } from '../../lib/serve.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { principalOf } from '../../plugins/access.ts';
import { centreLetterhead } from '../centre/centre-letterhead.ts';
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

  serve(app, 'GET /api/reports/ratios', async (request) => {
    const { scope, days } = await ratioReport(request.query);
    return {
      start: scope.range.start,
      end: scope.range.end,
      room: request.query.room,
      days,
      months: ratioMonths(days),
    };
  });

  serve(app, 'GET /api/reports/ratios/export', async (request, reply) => {
    const { scope, days } = await ratioReport(request.query);
    const language = await languageOfUser(app.db, principalOf(request).userId);
    const fileName = ratioFileName(scope.range.start, scope.range.end, request.query.room);
    return sendCsv(reply, fileName, ratioCsv(days, language));
  });

  async function sheetOf(query: { date?: string; room: string }) {
    const { today, timeZone } = await centreNow(app.db, app.clock);
    const room = await roomOf(app.db, query.room);
    return signInSheet(app.db, { date: query.date ?? today, timeZone, room, roomKey: query.room });
  }

  serve(app, 'GET /api/reports/sign-in-sheet', (request) => sheetOf(request.query));

  serve(app, 'GET /api/reports/sign-in-sheet/export', async (request, reply) => {
    const sheet = await sheetOf(request.query);
    const reader = await readerOfUser(app.db, principalOf(request).userId);
    const fileName = signInSheetFileName(sheet.date, sheet.room, request.query.format);
    if (request.query.format === 'csv')
      return sendCsv(reply, fileName, signInSheetCsv(sheet, reader));
    const pdf = await signInSheetPdf(sheet, await centreLetterhead(app.db, app.files), reader);
    return sendDownload(reply, fileName, 'application/pdf', pdf);
  });
}
