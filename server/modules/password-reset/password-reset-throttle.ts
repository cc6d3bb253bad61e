import type { DbOrTx } from '../../db/client.ts';
import { beginAttempt, countAttempt, type ThrottledAttempt } from '../../lib/throttle.ts';

/**
 * 'Forgot password?' requests, in the sign-in throttle's 15-minute windows (lib/throttle.ts):
 * - this address (20): one machine cannot mail many accounts, or probe many e-mails;
 * - this e-mail, from anywhere (3): nobody can flood a person's mailbox with links.
 * Keyed by the e-mail as typed (lower-cased), never by whether it has an account, so a
 * refusal says nothing about that either. A request refused at the address is not counted
 * against the e-mail, so nobody can use up someone else's allowance from one machine.
 */
export const resetRequestLimits = { address: 20, email: 3 } as const;

export async function beginResetRequest(
  db: DbOrTx,
  a: { email: string; ip: string; now: Date },
): Promise<boolean> {
  const address = `reset:ip:${a.ip}`;
  if ((await countAttempt(db, [address], a.now))[address]! > resetRequestLimits.address)
    return false;
  const email = `reset:email:${a.email.trim().toLowerCase()}`;
  return (await countAttempt(db, [email], a.now))[email]! <= resetRequestLimits.email;
}

/**
 * Checks of a password link's token per address (opening the page, and setting the
 * password): 30 wrong tokens in 15 minutes, then 429. A right token is forgiven. Tokens carry
 * 256 bits: this is about load and noise more than odds.
 */
export const linkCheckLimit = 30;

export function beginLinkCheck(db: DbOrTx, ip: string, now: Date): Promise<ThrottledAttempt> {
  return beginAttempt(db, `reset-link:ip:${ip}`, linkCheckLimit, now);
}
