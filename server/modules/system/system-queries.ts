import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

export async function jobCounts(db: DbOrTx) {
  const countOf = async (status: 'pending' | 'failed') =>
    (await db.select({ n: count() }).from(jobs).where(eq(jobs.status, status)))[0]?.n ?? 0;
  return { pending: await countOf('pending'), failed: await countOf('failed') };
}
