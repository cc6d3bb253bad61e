import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import {
  type ReportDownloadFormat,
  reportDownloadFormats,
  reportDownloadQuery,
} from '../../../contract/report-downloads.ts';
import { requireTarget } from '../../access/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readerOfUser } from '../../lib/reader-format.ts';
import { principalOf } from '../../plugins/access.ts';
import { centreLetterhead } from '../centre/centre-queries.ts';
import { dailyReportQueries } from '../daily-reports/daily-reports-queries.ts';
import { incidentQueries } from '../incidents/incidents-queries.ts';
import { sendDownload } from '../reports/report-csv.ts';
import { reportFile } from './report-file.ts';

/**
 * A daily or incident report as a file (issue 35): in the format the request names, else
 * the one the reader chose in their settings ('Download format', TXT by default). A parent
 * gets only their own children's reports; another family's answers like one that does not
 * exist.
 */
export async function reportDownloadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kinds = [
    {
      kind: 'daily',
      path: '/api/daily-reports/:id/download',
      permission: 'dailyReport.read',
      missing: 'errors.dailyReportNotFound',
      queries: dailyReportQueries,
    },
    {
      kind: 'incident',
      path: '/api/incidents/:id/download',
      permission: 'incident.read',
      missing: 'errors.incidentNotFound',
      queries: incidentQueries,
    },
  ] as const;

  for (const k of kinds) {
    r.get(k.path, {
      config: { permission: k.permission },
      schema: {
        tags: [k.kind === 'daily' ? 'daily reports' : 'incidents'],
        summary: `The ${k.kind === 'daily' ? 'daily' : 'incident'} report as a TXT, PDF or CSV file (default: the reader's Download format)`,
        params: idParam,
        querystring: reportDownloadQuery,
        response: { 400: errorResponse, 404: errorResponse },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request);
        const { id } = request.params;
        const childId = await k.queries.childIdOf(app.db, id);
        if (childId === undefined) throw notFound(k.missing);
        // Another family's report answers exactly like one that does not exist.
        await requireTarget(app.db, principal, k.permission, childId, k.missing);
        const [reader, centre] = await Promise.all([
          readerOfUser(app.db, principal.userId),
          centreLetterhead(app.db),
        ]);
        const format: ReportDownloadFormat =
          request.query.format ??
          reportDownloadFormats.find((f) => f === reader.downloadFormat) ??
          'txt';
        const file =
          k.kind === 'daily'
            ? await reportFile(
                { kind: 'daily', record: await dailyReportQueries.find(app.db, id) },
                format,
                reader,
                centre,
              )
            : await reportFile(
                { kind: 'incident', record: await incidentQueries.find(app.db, id) },
                format,
                reader,
                centre,
              );
        return sendDownload(reply, file.fileName, file.contentType, file.body);
      },
    });
  }
}
