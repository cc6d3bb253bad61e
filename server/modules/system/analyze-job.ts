import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';

export const analyzeJobKind = 'system.analyze';

/**
 * PGlite runs no autovacuum, so nothing would ever do its work there:
 * - the planner would never learn the tables' sizes (the dashboard's slowest calls were
 *   20–45 % slower without ANALYZE);
 * - the rows that churn (the job queue, sessions marked as used, drafts) would leave their
 *   dead versions in the tables for good, and counts over an index (the unread messages)
 *   would keep visiting the table, since only VACUUM marks its pages all-visible.
 * What it learns and frees is kept in the data folder, so it runs as a job, never on the way
 * to serving the first page: every night, and once after a start that finds a table never
 * analysed (a new or restored folder). PostgreSQL's autovacuum does this itself.
 */
export function handleAnalyzeJobs(app: FastifyInstance): void {
  if (app.database.kind !== 'pglite') return;
  app.jobs.handle(analyzeJobKind, async () => {
    await app.db.execute(sql`vacuum (analyze)`);
  });
  app.jobs.recur({ kind: analyzeJobKind, label: 'Planner statistics', at: '03:30' });
}

/** Asks for an ANALYZE when some table of the embedded database has never had one. */
export async function analyzeIfNeverAnalysed(app: FastifyInstance): Promise<void> {
  if (app.database.kind !== 'pglite') return;
  const [never] = await queryRows<{ count: number }>(
    app.db,
    sql`select count(*)::int as count from pg_class
        where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples < 0`,
  );
  if (!never?.count) return;
  const now = app.clock.now();
  await enqueue(
    app.db,
    {
      kind: analyzeJobKind,
      label: 'Planner statistics',
      idempotencyKey: `${analyzeJobKind}@start-${now.toISOString().slice(0, 13)}`,
    },
    now,
  );
}
