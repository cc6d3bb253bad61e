import type { DbOrTx } from '../../db/client.ts';
import { beginAttempt, type ThrottledAttempt } from '../../lib/throttle.ts';

/**
 * Registration-code checks per client address (verify and register share it): 30 wrong
 * codes in 15 minutes, then 429 until the window ends. Counted before the code is looked up,
 * so a parallel burst is refused beyond the limit; a right code is forgiven, so a parent
 * re-opening their link is never slowed. Codes carry 256 bits: this is about load and noise
 * more than odds.
 */
export const codeCheckLimit = 30;

export function beginCodeCheck(db: DbOrTx, ip: string, now: Date): Promise<ThrottledAttempt> {
  return beginAttempt(db, `invitation-code:ip:${ip}`, codeCheckLimit, now);
}
