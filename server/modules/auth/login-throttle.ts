import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

const windowMs = 15 * 60_000;

/**
 * Failed sign-ins are counted in a sliding 15-minute window under three keys:
 * - per client address (10): one machine cannot guess at many accounts;
 * - per account and address (10): one machine cannot keep guessing one password;
 * - per account from anywhere (50): a spread-out attack is slowed too.
 * An attacker can therefore lock a victim out only from the attacker's own address, or for
 * at most 15 minutes after 50 failures from many addresses. Nothing locks permanently.
 */
const limits = { ip: 10, pair: 10, account: 50 } as const;

function keys(email: string, ip: string) {
  const account = email.trim().toLowerCase();
  return { ip: `ip:${ip}`, pair: `pair:${account}|${ip}`, account: `acct:${account}` };
}

export async function isThrottled(db: Db, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  const k = keys(email, ip);
  for (const kind of ['ip', 'pair', 'account'] as const) {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, k[kind]), gt(loginFailures.failedAt, since)));
    if ((row?.n ?? 0) >= limits[kind]) return true;
  }
  return false;
}

export async function recordFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const k = keys(email, ip);
  await db.insert(loginFailures).values([
    { key: k.ip, failedAt: now },
    { key: k.pair, failedAt: now },
    { key: k.account, failedAt: now },
  ]);
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - windowMs)));
}

/** A successful sign-in forgives that address's failures for that account. */
export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys(email, ip).pair));
}

export const throttledMessage =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
