import type { FastifyInstance } from 'fastify';
import { auditLogErrors } from '../../../contract/audit-log.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { readerOfUser } from '../../lib/reader-format.ts';
import { serve } from '../../lib/serve.ts';
import type { Language } from '../../../contract/enums.ts';
import { principalOf } from '../../plugins/access.ts';
import { auditFilters, auditLogPage } from './audit-log-queries.ts';
import { auditLogCsv } from './audit-log-export.ts';
import { auditTexts } from './audit-log-text.ts';
import { sendCsv } from './report-csv.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The filter in the centre's dates; a period in the wrong order is refused. */
async function filterOf(
  db: DbOrTx,
  query: { person?: number; recordType?: string; recordId?: string; start?: string; end?: string },
) {
  if (query.start && query.end && query.start > query.end)
    throw badRequest(auditLogErrors.startAfterEnd, { start: auditLogErrors.startAfterEnd });
  const { person, recordType, recordId, start, end } = query;
  return { person, recordType, recordId, start, end, timeZone: await centreTimeZone(db) };
}

/** Who reads the entries: their date format and zone, in the screen's language if it says. */
async function readerOf(db: DbOrTx, userId: number, language: Language | undefined) {
  const reader = await readerOfUser(db, userId);
  return language ? { ...reader, language } : reader;
}

/** The audit log for directors: read, filtered, paged and exported; nothing in it changes. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/reports/audit', async (request, reply) => {
    const { limit, before, language, ...query } = request.query;
    const filter = await filterOf(app.db, query);
    const page = await auditLogPage(app.db, { ...filter, limit, before });
    const reader = await readerOf(app.db, principalOf(request).userId, language);
    const texts = await auditTexts(app.db, page.items, reader);
    return sendPage(reply, {
      items: page.items.map((entry, i) => ({ ...entry, ...texts[i]! })),
      nextCursor: page.nextCursor,
    });
  });

  serve(app, 'GET /api/reports/audit/filters', () => auditFilters(app.db));

  serve(app, 'GET /api/reports/audit/export', async (request, reply) => {
    const filter = await filterOf(app.db, request.query);
    const reader = await readerOf(app.db, principalOf(request).userId, request.query.language);
    const name = `audit-log-${filter.start ?? 'start'}-to-${filter.end ?? 'now'}.csv`;
    return sendCsv(reply, name, auditLogCsv(app.db, filter, reader));
  });
}
