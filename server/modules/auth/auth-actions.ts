import { portalOf } from '../../../contract/enums.ts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { deleteExpiredSessions } from '../../lib/session-store.ts';
import { findUserByEmail } from './auth-queries.ts';
import { beginSignInAttempt, isTrustedFor } from './login-throttle.ts';

/**
 * Checks a sign-in at a portal: the user it lets in, or why not. 'throttled' is counted
 * before the password is checked, so a burst of parallel guesses is refused beyond the limit
 * without one more hash being compared; a device this user signed in from before keeps its
 * own allowance. 'failed' is the same work and the same answer whether the e-mail is
 * unknown, the password wrong or the account belongs to the other portal.
 */
export async function checkSignIn(
  db: DbOrTx,
  portal: 'staff' | 'parent',
  input: { email: string; password: string; ip: string; deviceToken: string | undefined },
  now: Date,
) {
  const { email, deviceToken } = input;
  const user = await findUserByEmail(db, email);
  const trusted =
    user && deviceToken && (await isTrustedFor(db, deviceToken, user.id))
      ? { token: deviceToken, userId: user.id }
      : null;
  const attempt = await beginSignInAttempt(db, { email, ip: input.ip, trusted, now });
  if (!attempt.allowed) return 'throttled' as const;
  const ok = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !ok || !user.isActive || portalOf(user.role) !== portal) return 'failed' as const;
  await attempt.succeeded();
  await deleteExpiredSessions(db, now);
  return user;
}

/**
 * What the sign-in's answer adds for a session held to setting up two-step sign-in (decision
 * 069): the client then shows only the set-up.
 */
export async function twoStepSetupFlag(
  db: DbOrTx,
  sessionToken: string,
): Promise<{ twoStepSetupRequired?: true }> {
  const [row] = await db
    .select({ must: sessions.mustSetUpTwoStep })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(sessionToken)))
    .limit(1);
  return row?.must ? { twoStepSetupRequired: true } : {};
}
