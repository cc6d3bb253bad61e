const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Without "remember me" the cookie ends with the browser and the server session after 12 h
 * at most; with it, 30 days. Either ends sooner when left idle.
 */
export const sessionPolicy = {
  browser: { maxAgeMs: 12 * hour, idleMs: 2 * hour },
  remembered: { maxAgeMs: 30 * day, idleMs: 7 * day },
  // lastSeenAt is refreshed at most this often, so reads do not all turn into writes.
  touchEveryMs: minute,
} as const;

export const sessionCookieName = 'daycare_session';

/** Marks a browser that has signed in before (modules/auth/login-throttle.ts). */
export const deviceCookieName = 'daycare_device';
