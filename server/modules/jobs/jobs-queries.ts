import { and, desc, eq } from 'drizzle-orm';
import type { FailedJobResponse } from '../../../contract/jobs.ts';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/** Jobs that failed for good, the latest failure first. */
export async function listFailedJobs(db: DbOrTx, limit = 100): Promise<FailedJobResponse[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(limit);
  return rows.map((j) => ({
    id: j.id,
    kind: j.kind,
    label: j.label,
    attempts: j.attempts,
    lastError: j.lastError,
    createdAt: j.createdAt.toISOString(),
    failedAt: (j.finishedAt ?? j.updatedAt).toISOString(),
  }));
}

/** A failed job gets a fresh set of attempts, starting now. False when it had not failed. */
export async function retryFailedJob(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function jobExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
  return rows.length > 0;
}
