import { and, count, eq, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/**
 * Whether a backup job is being made or is due to start (not a nightly one waiting for its
 * hour, nor one waiting to try again). Taken under a lock held to the end of the caller's
 * transaction, so two requests at once see each other (decision 050).
 */
export async function backupUnderWay(tx: DbOrTx, kind: string, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        or(eq(jobs.status, 'running'), and(eq(jobs.status, 'pending'), lte(jobs.runAt, now))),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function jobCounts(db: DbOrTx) {
  const countOf = async (status: 'pending' | 'failed') =>
    (await db.select({ n: count() }).from(jobs).where(eq(jobs.status, status)))[0]?.n ?? 0;
  return { pending: await countOf('pending'), failed: await countOf('failed') };
}
