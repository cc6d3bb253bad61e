import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  /** Shown to directors when the job has failed for good. */
  label?: string;
  /** Defaults to now. */
  runAt?: Date;
  maxAttempts?: number;
  /** A second job with the same key is not made (the first one stands). */
  idempotencyKey?: string;
};

/**
 * Adds a job in the caller's transaction: it exists exactly when the change that causes
 * it commits. Returns the job's id, or null when a job with the same idempotency key exists.
 */
export async function enqueue(tx: DbOrTx, job: NewJob, now: Date): Promise<number | null> {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      label: job.label ?? '',
      runAt: job.runAt ?? now,
      maxAttempts: job.maxAttempts ?? 6,
      idempotencyKey: job.idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** A handled job whose payload was personal data (an e-mail someone typed) keeps none of it. */
export async function forgetPayload(db: DbOrTx, jobId: number): Promise<void> {
  await db.update(jobs).set({ payload: {} }).where(eq(jobs.id, jobId));
}
