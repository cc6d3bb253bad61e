import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Between a right password and the code of an account with two-step sign-in (decision 069):
 * no session, only this cookie, sealed with the server's key (lib/secrets.ts) so it cannot be
 * made or changed in the browser, for five minutes by the app's clock, for one portal. It
 * proves the password was right; the code is still needed, and each is accepted once.
 */
export const secondStepCookieName = 'daycare_second_step';
const secondStepMs = 5 * 60_000;

type Portal = 'staff' | 'parent';
export type PendingSecondStep = { userId: number; portal: Portal; rememberMe: boolean };

export function setSecondStepCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pending: PendingSecondStep,
): void {
  const until = app.clock.now().getTime() + secondStepMs;
  reply.setCookie(secondStepCookieName, app.secrets.seal(JSON.stringify({ ...pending, until })), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: secondStepMs / 1000,
  });
}

export function clearSecondStepCookie(reply: FastifyReply): void {
  reply.clearCookie(secondStepCookieName, { path: '/api/auth' });
}

/** The second step this browser is at, for this portal and still in time; else null. */
export function pendingSecondStep(
  app: FastifyInstance,
  request: FastifyRequest,
  portal: Portal,
): PendingSecondStep | null {
  const sealed = request.cookies[secondStepCookieName];
  const opened = sealed ? app.secrets.open(sealed) : null;
  if (!opened) return null;
  try {
    const value = JSON.parse(opened) as PendingSecondStep & { until: number };
    if (value.portal !== portal || value.until < app.clock.now().getTime()) return null;
    if (!Number.isInteger(value.userId)) return null;
    return { userId: value.userId, portal, rememberMe: value.rememberMe === true };
  } catch {
    return null;
  }
}
