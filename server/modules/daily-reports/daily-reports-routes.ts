import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { sendPage } from '../../lib/paging.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { createDayRecord } from '../day-records/day-record-actions.ts';
import { queueDailyReportMails } from './daily-report-mail.ts';
import { dailyReportQueries } from './daily-reports-queries.ts';

export async function dailyReportsRoutes(app: FastifyInstance): Promise<void> {
  const dailyReport = {
    entity: 'dailyReport',
    queries: dailyReportQueries,
    afterCreate: (tx: DbOrTx, created: { id: number; at: Date }) =>
      queueDailyReportMails(app, tx, created.id, created.at),
  };

  serve(app, 'GET /api/daily-reports', async (request, reply) => {
    const principal = principalOf(request);
    const page = await dailyReportQueries.list(
      app.db,
      principal,
      'dailyReport.read',
      request.query,
    );
    return sendPage(reply, page);
  });

  serve(app, 'POST /api/daily-reports', async (request, reply) => {
    const created = await app.db.transaction((tx) =>
      createDayRecord(tx, actorOf(request), dailyReport, request.body, app.clock),
    );
    return reply.code(201).send(created);
  });
}
