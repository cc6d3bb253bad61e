// A second app process for the jobs test: opens the same PostgreSQL database, runs the jobs
// worker with a handler that records which process ran each job, and stops once nothing is
// left to do. Started twice at once by server/modules/jobs/jobs.test.ts.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openPostgres } from '../../server/db/client.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { systemScheduler } from '../../server/lib/scheduler.ts';
import { createJobWorker } from '../../server/lib/jobs/job-worker.ts';

const [url, name] = process.argv.slice(2) as [string, string];
const database = await openPostgres(url);
const worker = createJobWorker({
  db: database.db,
  clock: systemClock,
  scheduler: systemScheduler,
  log: Fastify({ logger: false }).log,
  timeZone: async () => 'America/New_York',
  workerId: name,
});
worker.handle('test.record', async (payload, { db }) => {
  // Slow enough that the other process is at work at the same moment.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await db.execute(
    sql`insert into job_test_runs (job, worker) values (${Number(payload.n)}, ${name})`,
  );
});
await worker.drain();
await database.close();
