import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { TwoStepRequirement } from '../../../contract/two-step.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  centreSettings,
  twoStepLogins,
  twoStepRecoveryCodes,
  users,
} from '../../db/schema/index.ts';

export async function findTwoStep(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(twoStepLogins)
    .where(eq(twoStepLogins.userId, userId))
    .limit(1);
  return row ?? null;
}

/** A set-up begun (or begun again): the new sealed secret, while the app is not yet on. */
export async function savePendingSecret(
  db: DbOrTx,
  userId: number,
  secretSealed: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(twoStepLogins)
    .values({ userId, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: twoStepLogins.userId,
      set: { secretSealed, createdAt: now, lastUsedStep: null },
      setWhere: isNull(twoStepLogins.enabledAt),
    })
    .returning({ userId: twoStepLogins.userId });
  return rows.length > 0;
}

/** Turns the app on with the step of its first code; false when it was on already. */
export async function enableTwoStep(
  db: DbOrTx,
  userId: number,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoStepLogins)
    .set({ enabledAt: now, lastUsedStep: step })
    .where(and(eq(twoStepLogins.userId, userId), isNull(twoStepLogins.enabledAt)))
    .returning({ userId: twoStepLogins.userId });
  return rows.length > 0;
}

/**
 * Takes the code of `step` as used, in one statement: only a step later than the last one
 * accepted, so a code seen over a shoulder, or sent twice at once, works at most once.
 */
export async function claimStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoStepLogins)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoStepLogins.userId, userId),
        isNotNull(twoStepLogins.enabledAt),
        or(isNull(twoStepLogins.lastUsedStep), lt(twoStepLogins.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoStepLogins.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  await db
    .insert(twoStepRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code, once: false when it is not one of theirs or was used before. */
export async function claimRecoveryCode(
  db: DbOrTx,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoStepRecoveryCodes.userId, userId),
        eq(twoStepRecoveryCodes.codeHash, codeHash),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Removes the person's app and recovery codes; true when an app was there to remove (of two
 * removals at once, the second waits for the first and finds nothing).
 */
export async function removeTwoStep(db: DbOrTx, userId: number): Promise<boolean> {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  const removed = await db
    .delete(twoStepLogins)
    .where(eq(twoStepLogins.userId, userId))
    .returning({ enabledAt: twoStepLogins.enabledAt });
  return removed.some((row) => row.enabledAt !== null);
}

export async function setTwoStepRequirement(
  db: DbOrTx,
  requiredFor: TwoStepRequirement,
  now: Date,
): Promise<TwoStepRequirement> {
  const [row] = await db
    .update(centreSettings)
    .set({ twoStepRequiredFor: requiredFor, updatedAt: now })
    .returning({ requiredFor: centreSettings.twoStepRequiredFor });
  return row?.requiredFor ?? requiredFor;
}

/** The name an authenticator app lists the account under: the centre's, and the e-mail. */
export async function accountLabel(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ email: users.email, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [centre] = await db.select({ name: centreSettings.name }).from(centreSettings).limit(1);
  return { user: user ?? null, centreName: centre?.name ?? '' };
}
