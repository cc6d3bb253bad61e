import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { parentAccounts, passwordResets, users } from '../../db/schema/index.ts';

/** How long a password link works. */
export const resetLinkLifetimeMs = 60 * 60_000;

export async function insertReset(
  db: DbOrTx,
  r: { userId: number; tokenHash: string; sentByUserId: number | null; now: Date },
): Promise<{ id: number; expiresAt: Date }> {
  const expiresAt = new Date(r.now.getTime() + resetLinkLifetimeMs);
  const [row] = await db
    .insert(passwordResets)
    .values({
      userId: r.userId,
      tokenHash: r.tokenHash,
      sentByUserId: r.sentByUserId,
      createdAt: r.now,
      expiresAt,
    })
    .returning({ id: passwordResets.id });
  return { id: row!.id, expiresAt };
}

const usable = (now: Date) =>
  and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now), eq(users.isActive, true));

/**
 * The link with this token hash if it can still be used: not used, not expired, and its
 * account active. Used, expired, unknown and deactivated all give null alike.
 */
export async function findUsableReset(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: users.id,
      email: users.email,
      role: users.role,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, tokenHash), usable(now)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the link used, only if nobody used it meanwhile and it has not expired: of 20
 * requests with one link, exactly one gets true (the row's update waits for the one before).
 */
export async function consumeReset(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** A new password makes the account's other outstanding links void. */
export async function voidResets(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** The account a reset is asked for: any role, active or not (the caller decides). */
export async function accountForReset(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The sign-in account of a parent account (undefined: no such parent account). */
export async function userOfParentAccount(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: parentAccounts.userId })
    .from(parentAccounts)
    .where(eq(parentAccounts.id, id));
  return row?.userId;
}
