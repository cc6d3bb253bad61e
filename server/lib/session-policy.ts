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
/**
 * Beside the session cookie, one the page can read, holding nothing but "1": whether to ask
 * the server who is signed in at all. A signed-out visitor's page then makes no request that
 * can only answer 401 (an error in the browser's console, and a round trip before the
 * sign-in form). The session cookie alone decides who is signed in.
 */
export const signedInHintCookieName = 'daycare_signed_in';

/** Marks a browser that has signed in before (modules/auth/login-throttle.ts). */
export const deviceCookieName = 'daycare_device';

/**
 * A paired door kiosk's device session (decision 070): sent only to the API, kept as long as
 * a browser keeps a cookie (400 days); the server ends it when a director revokes it.
 */
export const kioskCookieName = 'daycare_kiosk';
export const kioskCookieMaxAgeS = 400 * 24 * 60 * 60;
