import type { Clock } from '../../lib/clock.ts';

/**
 * Failed registration-code checks per client address: after 30 misses in a sliding 10
 * minutes the address is refused (429) until the window moves on. Only misses count, so a
 * parent re-opening a valid link is never slowed; guessing is. Codes carry 256 bits, so this
 * is about load and noise more than odds. Kept in memory per process (one process serves a
 * centre); a restart forgets, which is harmless at this limit.
 */
export function verifyThrottle(clock: Clock, limit = 30, windowMs = 10 * 60_000) {
  const misses = new Map<string, number[]>();
  const recent = (address: string, now: number) =>
    (misses.get(address) ?? []).filter((t) => t > now - windowMs);
  return {
    isLimited(address: string): boolean {
      return recent(address, clock.now().getTime()).length >= limit;
    },
    recordMiss(address: string): void {
      const now = clock.now().getTime();
      misses.set(address, [...recent(address, now), now]);
      // Keep the map from growing without bound under many addresses.
      if (misses.size > 10_000)
        for (const [key, times] of misses)
          if (times.every((t) => t <= now - windowMs)) misses.delete(key);
    },
  };
}

type Throttle = ReturnType<typeof verifyThrottle>;
const perApp = new WeakMap<object, Throttle>();

/** One throttle per app (keyed by its database), shared by verify and register. */
export function throttleOf(app: { db: object; clock: Clock }): Throttle {
  let throttle = perApp.get(app.db);
  if (!throttle) {
    throttle = verifyThrottle(app.clock);
    perApp.set(app.db, throttle);
  }
  return throttle;
}
