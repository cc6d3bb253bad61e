import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type ReportDownloadFormat,
  reportDownloadFormats,
} from '../../../contract/report-downloads.ts';
import { requireTarget } from '../../access/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readerOfUser } from '../../lib/reader-format.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import type { Principal } from '../../types.ts';
import { centreLetterhead } from '../centre/centre-letterhead.ts';
import { dailyReportQueries } from '../daily-reports/daily-reports-queries.ts';
import { incidentQueries } from '../incidents/incidents-queries.ts';
import { sendDownload } from '../reports/report-csv.ts';
import { reportFile } from './report-file.ts';

const kinds = {
  daily: {
    permission: 'dailyReport.read',
    missing: 'errors.dailyReportNotFound',
    queries: dailyReportQueries,
  },
  incident: {
    permission: 'incident.read',
    missing: 'errors.incidentNotFound',
    queries: incidentQueries,
  },
} as const;

/**
 * A daily or incident report as a file (issue 35): in the format the request names, else
 * the one the reader chose in their settings ('Download format', TXT by default). A parent
 * gets only their own children's reports; another family's answers like one that does not
 * exist.
 */
export async function reportDownloadRoutes(app: FastifyInstance): Promise<void> {
  async function download(
    reply: FastifyReply,
    principal: Principal,
    kind: keyof typeof kinds,
    { id, format }: { id: number; format?: ReportDownloadFormat },
  ) {
    const { permission, missing, queries } = kinds[kind];
    const childId = await queries.childIdOf(app.db, id);
    if (childId === undefined) throw notFound(missing);
    // Another family's report answers exactly like one that does not exist.
    await requireTarget(app.db, principal, permission, childId, missing);
    const [reader, centre] = await Promise.all([
      readerOfUser(app.db, principal.userId),
      centreLetterhead(app.db, app.files),
    ]);
    const chosen =
      format ?? reportDownloadFormats.find((f) => f === reader.downloadFormat) ?? 'txt';
    const file =
      kind === 'daily'
        ? await reportFile(
            { kind, record: await dailyReportQueries.find(app.db, id) },
            chosen,
            reader,
            centre,
          )
        : await reportFile(
            { kind, record: await incidentQueries.find(app.db, id) },
            chosen,
            reader,
            centre,
          );
    return sendDownload(reply, file.fileName, file.contentType, file.body);
  }

  serve(app, 'GET /api/daily-reports/:id/download', (request, reply) =>
    download(reply, principalOf(request), 'daily', { ...request.params, ...request.query }),
  );

  serve(app, 'GET /api/incidents/:id/download', (request, reply) =>
    download(reply, principalOf(request), 'incident', { ...request.params, ...request.query }),
  );
}
