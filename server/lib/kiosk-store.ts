import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { kioskDevices } from '../db/schema/index.ts';
import { sessionPolicy } from './session-policy.ts';

/**
 * The paired kiosk a device cookie's hash belongs to, or null when unknown or revoked
 * (decision 070). Read on every kiosk request, so a revocation acts at the next one; the
 * last-seen time is written at most once a minute.
 */
export async function findLiveKiosk(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: kioskDevices.id, name: kioskDevices.name, lastSeenAt: kioskDevices.lastSeenAt })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.tokenHash, tokenHash), isNull(kioskDevices.revokedAt)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > sessionPolicy.touchEveryMs) {
    await db.update(kioskDevices).set({ lastSeenAt: now }).where(eq(kioskDevices.id, row.id));
  }
  return { id: row.id, name: row.name };
}
