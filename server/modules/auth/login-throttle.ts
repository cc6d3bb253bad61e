import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trustedDevices } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import {
  beginAttempt,
  clearAttempts,
  countAttempt,
  deleteEndedWindows,
  forgiveAttempt,
  type ThrottledAttempt,
} from '../../lib/throttle.ts';

export const throttledMessage = 'errors.signInThrottled';

/**
 * Sign-in guesses are counted before the password is checked (lib/throttle.ts), in
 * 15-minute windows, under these keys, in this order; an attempt refused at one key is not
 * counted at the next, so refused attempts cannot be piled onto someone else's account:
 * - this address (20): one machine cannot guess at many accounts;
 * - this address and this account (10): one machine cannot keep guessing one password;
 * - this account from anywhere (50 checked guesses): past it the account is under attack,
 *   and each address gets 3 tries at it, so guessing needs ever new addresses while the
 *   owner, from an address that has not been failing, still signs in (a typo or two too);
 * - a trusted device (10): a browser that signed in to this account before presents its
 *   device cookie and is counted on its own, so an attacker next to the centre's tablets
 *   (one shared address) does not lock the tablets out. Too many failures end its trust.
 * Nothing locks permanently, and nobody can lock a device or an address out but their own.
 */
export const limits = {
  address: 20,
  pair: 10,
  accountUnderAttack: 50,
  triesUnderAttack: 3,
  device: 10,
} as const;

const refused: ThrottledAttempt = { allowed: false, succeeded: async () => {} };

const keysFor = (email: string, ip: string) => {
  const account = email.trim().toLowerCase();
  return {
    pair: `signin:pair:${account}|${ip}`,
    address: `signin:ip:${ip}`,
    account: `signin:account:${account}`,
  };
};

/** Whether the browser's device cookie `token` has signed in to `userId` before. */
export async function isTrustedFor(
  db: DbOrTx,
  token: string | undefined,
  userId: number,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, sha256(token)), eq(trustedDevices.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the account has signed in from any browser before (decision 067's new-device e-mail). */
export async function hasTrustedDevice(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(eq(trustedDevices.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Counts a sign-in attempt for `email` from `ip`, or from a device trusted for the account,
 * and says whether its password may be checked.
 */
export async function beginSignInAttempt(
  db: DbOrTx,
  a: {
    email: string;
    ip: string;
    /** Set when the browser is a device trusted for this account. */
    trusted: { token: string; userId: number } | null;
    now: Date;
  },
): Promise<ThrottledAttempt> {
  await deleteEndedWindows(db, a.now);
  if (a.trusted) {
    const { token, userId } = a.trusted;
    const device = `signin:device:${sha256(token)}|${userId}`;
    const counts = await countAttempt(db, [device], a.now);
    const allowed = counts[device]! <= limits.device;
    if (!allowed) {
      await db
        .delete(trustedDevices)
        .where(and(eq(trustedDevices.tokenHash, sha256(token)), eq(trustedDevices.userId, userId)));
    }
    return { allowed, succeeded: () => clearAttempts(db, [device]) };
  }
  const k = keysFor(a.email, a.ip);
  const count = async (key: string) => (await countAttempt(db, [key], a.now))[key]!;
  if ((await count(k.address)) > limits.address) return refused;
  const pair = await count(k.pair);
  if (pair > limits.pair) return refused;
  if ((await count(k.account)) > limits.accountUnderAttack && pair > limits.triesUnderAttack) {
    await forgiveAttempt(db, [k.account]);
    return refused;
  }
  return {
    allowed: true,
    // A right password forgives this address for this account, and takes this attempt
    // off the address's and the account's counts.
    succeeded: async () => {
      await clearAttempts(db, [k.pair]);
      await forgiveAttempt(db, [k.address, k.account]);
    },
  };
}

/** Remembers this browser as one that has signed in to `userId` (or refreshes it). */
export async function trustDevice(
  db: DbOrTx,
  userId: number,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ tokenHash: sha256(token), userId, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.userId],
      set: { lastUsedAt: now },
    });
}

export const passwordThrottledMessage = 'errors.passwordThrottled';

/**
 * A signed-in person confirming their current password (to change it, or their sign-in
 * e-mail): 5 wrong guesses per account in 15 minutes, counted before checking, so a stolen
 * session cannot be used to guess the password behind it.
 */
export async function beginPasswordCheck(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<ThrottledAttempt> {
  return beginAttempt(db, `password:user:${userId}`, 5, now);
}
