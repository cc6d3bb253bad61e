import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { sha256 } from '../lib/tokens.ts';
import {
  deviceCookieName,
  kioskCookieMaxAgeS,
  kioskCookieName,
  sessionCookieName,
  sessionPolicy,
  signedInHintCookieName,
} from '../lib/session-policy.ts';
import { deleteSession, findLiveSession, insertSession } from '../lib/session-store.ts';
import { needsTwoStepSetup } from '../lib/two-step-requirement.ts';
import { findLiveKiosk } from '../lib/kiosk-store.ts';

/** Reads the session cookie of every request to an API route into request.principal. */
export async function registerSession(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('principal', null);
  app.decorateRequest('kiosk', null);
  app.addHook('onRequest', async (request, reply) => {
    // The matched route decides, not the URL's text: only API routes read the session.
    if (!request.routeOptions.config.api) return;
    // A paired door kiosk's own cookie (decision 070), beside any person's session.
    const kioskToken = request.cookies[kioskCookieName];
    if (kioskToken) {
      const tokenHash = sha256(kioskToken);
      const kiosk = await findLiveKiosk(app.db, tokenHash, app.clock.now());
      if (kiosk) request.kiosk = { kioskId: kiosk.id, name: kiosk.name, tokenHash };
      else reply.clearCookie(kioskCookieName, { path: '/api' });
    }
    const token = request.cookies[sessionCookieName];
    if (!token) return;
    const tokenHash = sha256(token);
    const live = await findLiveSession(app.db, tokenHash, app.clock.now());
    if (live) {
      request.principal = {
        userId: live.userId,
        role: live.role,
        email: live.email,
        sessionTokenHash: tokenHash,
        ...(live.mustSetUpTwoStep ? { mustSetUpTwoStep: true } : {}),
      };
    } else {
      // Ended, expired or unknown: the browser may forget both cookies.
      clearSessionCookies(reply);
    }
  });
}

/**
 * A new session for `user`, saved through `tx` so it commits with the rest of the change
 * (a registration, a sign-in and its audit row). Returns the cookie token; set the cookie
 * with `setSessionCookie` once the transaction has committed.
 */
export async function createSession(
  app: FastifyInstance,
  tx: DbOrTx,
  request: FastifyRequest,
  user: { id: number },
  rememberMe: boolean,
): Promise<string> {
  const token = app.tokens.token();
  await insertSession(tx, {
    tokenHash: sha256(token),
    userId: user.id,
    persistent: rememberMe,
    now: app.clock.now(),
    userAgent: request.headers['user-agent'],
    ipAddress: request.ip,
    // Required of them and not set up: this session reaches only the set-up (decision 069).
    mustSetUpTwoStep: await needsTwoStepSetup(tx, user.id),
  });
  return token;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  rememberMe: boolean,
): void {
  // The hint lives exactly as long as the session cookie; only the page may read it.
  const lifetime = {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // Without remember-me: a browser-session cookie (no Max-Age); the server ends it at 12 h.
    maxAge: rememberMe ? sessionPolicy.remembered.maxAgeMs / 1000 : undefined,
  } as const;
  reply.setCookie(sessionCookieName, token, { ...lifetime, httpOnly: true });
  reply.setCookie(signedInHintCookieName, '1', { ...lifetime, httpOnly: false });
}

/** Tells the browser to forget the session cookie and the signed-in hint. */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, { path: '/' });
  reply.clearCookie(signedInHintCookieName, { path: '/' });
}

/**
 * The browser's device cookie (login-throttle.ts): sent only to the sign-in endpoints, kept
 * a year, so this browser keeps signing in while someone else's guesses are throttled.
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(deviceCookieName, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 60 * 60,
  });
}

export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const token = request.cookies[sessionCookieName];
  if (token) await deleteSession(app.db, sha256(token));
  clearSessionCookies(reply);
}

/** The paired kiosk's device cookie: sent only to the API, httpOnly, kept 400 days. */
export function setKioskCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(kioskCookieName, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: kioskCookieMaxAgeS,
  });
}
