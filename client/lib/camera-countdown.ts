/**
 * The viewing countdown, from the server's clock (not the device's, which may be wrong or
 * changed). A session answer says how many seconds are left *when the server answered*; the
 * device turns that into a deadline on its own clock once, then counts down against it, so a
 * tab throttled in the background still shows the right time when it comes back.
 */

/**
 * The deadline, in device milliseconds, of a session that had `remainingSeconds` left when the
 * server answered a request sent at `askedAt` (Date.now() just before sending). The server
 * answered after it was asked, so counting from the sending time ends at the server's expiry
 * or a little before it: the player never shows time the server no longer grants.
 */
export const deadlineOf = (remainingSeconds: number, askedAt: number): number =>
  askedAt + Math.max(0, remainingSeconds) * 1000;

/**
 * Whole seconds left at `now`: rounded up, so the full time shows until a whole second has
 * passed, and 0 exactly when the deadline is reached.
 */
export const secondsLeft = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** 1800 → '30:00', 65 → '01:05': minutes and seconds as the player's timer shows them. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
