import { inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { throttleCounters } from '../db/schema/index.ts';

export const throttleWindowMs = 15 * 60_000;

/** An attempt at guessing, counted before it is checked. */
export type ThrottledAttempt = {
  /** False: refuse with 429 without checking the guess. */
  allowed: boolean;
  /** Call when the guess was right: the attempt no longer counts. */
  succeeded(): Promise<void>;
};

/**
 * One attempt under one key with one limit: counted, allowed within the limit, forgiven
 * when it turns out right (so only wrong guesses pile up).
 */
export async function beginAttempt(
  db: DbOrTx,
  key: string,
  limit: number,
  now: Date,
): Promise<ThrottledAttempt> {
  const counts = await countAttempt(db, [key], now);
  return {
    allowed: counts[key]! <= limit,
    succeeded: () => forgiveAttempt(db, [key]),
  };
}

/**
 * Counts one attempt under each key and returns each key's count including it. The
 * increment is one atomic upsert, made before the guess is checked, so 40 parallel guesses
 * are counted 1..40 and only those within the limit are ever checked. A key's window is
 * fixed: it starts at its first attempt and the count starts again after `throttleWindowMs`.
 */
export async function countAttempt(
  db: DbOrTx,
  keys: string[],
  now: Date,
): Promise<Record<string, number>> {
  const cutoff = new Date(now.getTime() - throttleWindowMs);
  const expired = sql`${throttleCounters.windowStart} <= ${cutoff}`;
  // Keys in one order for every caller: two upserts never wait on each other's rows in turn.
  const sorted = [...new Set(keys)].sort();
  const rows = await db
    .insert(throttleCounters)
    .values(sorted.map((key) => ({ key, windowStart: now, count: 1 })))
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${throttleCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start
          else ${throttleCounters.windowStart} end`,
      },
    })
    .returning({ key: throttleCounters.key, count: throttleCounters.count });
  return Object.fromEntries(rows.map((r) => [r.key, r.count]));
}

/** The attempt turned out right: it does not count against these keys. */
export async function forgiveAttempt(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
    .where(inArray(throttleCounters.key, keys));
}

/** Forget these keys' attempts altogether. */
export async function clearAttempts(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(throttleCounters).where(inArray(throttleCounters.key, keys));
}

/** Housekeeping: windows that have ended hold nothing worth keeping. */
export async function deleteEndedWindows(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(throttleCounters)
    .where(lt(throttleCounters.windowStart, new Date(now.getTime() - throttleWindowMs)));
}
