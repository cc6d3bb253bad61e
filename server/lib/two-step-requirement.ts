import { and, eq, isNotNull } from 'drizzle-orm';
import type { Role } from '../../contract/enums.ts';
import type { TwoStepRequirement } from '../../contract/two-step.ts';
import type { DbOrTx } from '../db/client.ts';
import { centreSettings, passkeys, twoStepLogins, users } from '../db/schema/index.ts';

/** Whom each of the centre's settings requires two-step sign-in of (decision 069). */
const requiredOf: Record<TwoStepRequirement, readonly Role[]> = {
  none: [],
  directors: ['director'],
  staff: ['director', 'staff'],
  everyone: ['director', 'staff', 'parent'],
};

export const isTwoStepRequired = (role: Role, requiredFor: TwoStepRequirement): boolean =>
  requiredOf[requiredFor].includes(role);

/** The centre's setting: who must sign in with a second step. */
export async function twoStepRequirementOf(db: DbOrTx): Promise<TwoStepRequirement> {
  const [row] = await db
    .select({ requiredFor: centreSettings.twoStepRequiredFor })
    .from(centreSettings)
    .limit(1);
  return row?.requiredFor ?? 'none';
}

/** Whether the person signs in with an authenticator app (set up and confirmed). */
export async function hasTwoStep(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoStepLogins.userId })
    .from(twoStepLogins)
    .where(and(eq(twoStepLogins.userId, userId), isNotNull(twoStepLogins.enabledAt)))
    .limit(1);
  return row !== undefined;
}

/** Whether the person has a passkey (decision 071): a second step, and a way in alone. */
export async function hasPasskey(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * The centre requires two-step sign-in of this person, and they have not set it up: neither
 * an authenticator app nor a passkey (either meets the requirement: decision 071).
 */
export async function needsTwoStepSetup(db: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !isTwoStepRequired(user.role, await twoStepRequirementOf(db))) return false;
  return !(await hasTwoStep(db, userId)) && !(await hasPasskey(db, userId));
}
