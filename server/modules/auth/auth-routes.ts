import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequest, meResponse, okResponse, sessionResponse } from '../../../contract/auth.ts';
import { portalOf } from '../../../contract/enums.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { permittedActions } from '../../../contract/permissions.ts';
import { audit } from '../../lib/audit.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { errorBody, HttpError } from '../../lib/http-errors.ts';
import {
  clearSessionCookies,
  createSession,
  endSession,
  setDeviceCookie,
  setSessionCookie,
} from '../../plugins/session.ts';
import { findIdentity, findUserByEmail } from './auth-queries.ts';
import {
  beginSignInAttempt,
  isTrustedFor,
  throttledMessage,
  trustDevice,
} from './login-throttle.ts';
import {
  deviceCookieName,
  sessionCookieName,
  signedInHintCookieName,
} from '../../lib/session-policy.ts';
import { deleteExpiredSessions } from '../../lib/session-store.ts';
import { principalOf, signInMessage } from '../../plugins/access.ts';

/** The one answer to every failed sign-in: it never says which part was wrong. */
const signInFailedMessage = 'errors.signInFailed';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function identityOf(userId: number) {
    const identity = await findIdentity(app.db, userId);
    if (!identity) throw new HttpError(401, signInMessage);
    return { ...identity, actions: permittedActions(identity.role) };
  }

  for (const portal of ['staff', 'parent'] as const) {
    r.post(`/api/auth/${portal}/login`, {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: `Sign in at the ${portal} portal`,
        body: loginRequest,
        response: { 200: meResponse, 401: errorResponse, 429: errorResponse },
      },
      handler: async (request, reply) => {
        const { email, password, rememberMe } = request.body;
        const now = app.clock.now();
        const user = await findUserByEmail(app.db, email);
        const deviceToken = request.cookies[deviceCookieName];
        const trusted =
          user && deviceToken && (await isTrustedFor(app.db, deviceToken, user.id))
            ? { token: deviceToken, userId: user.id }
            : null;
        // Counted before the password is checked: a burst of parallel guesses is refused
        // beyond the limit without one more hash being compared.
        const attempt = await beginSignInAttempt(app.db, { email, ip: request.ip, trusted, now });
        if (!attempt.allowed) return reply.code(429).send(errorBody(throttledMessage));
        // Same work and the same answer whether the e-mail is unknown, the password wrong
        // or the account belongs to the other portal: nothing tells which.
        const ok = await verifyPassword(
          user?.passwordHash ?? (await dummyPasswordHash()),
          password,
        );
        if (!user || !ok || !user.isActive || portalOf(user.role) !== portal) {
          return reply.code(401).send(errorBody(signInFailedMessage));
        }
        await attempt.succeeded();
        await deleteExpiredSessions(app.db, now);
        const device = deviceToken ?? app.tokens.token();
        const token = await app.db.transaction(async (tx) => {
          const created = await createSession(app, tx, request, user, rememberMe);
          await trustDevice(tx, user.id, device, now);
          await audit(tx, request, {
            actorUserId: user.id,
            action: 'auth.login',
            entityType: 'user',
            entityId: user.id,
            details: { portal, rememberMe },
            at: now,
          });
          return created;
        });
        setSessionCookie(request, reply, token, rememberMe);
        setDeviceCookie(request, reply, device);
        return identityOf(user.id);
      },
    });
  }

  r.post('/api/auth/logout', {
    // Anyone may end their own session; without one it is a no-op.
    config: { public: true },
    schema: { tags: ['auth'], summary: 'Sign out', response: { 200: okResponse } },
    handler: async (request, reply) => {
      await endSession(app, request, reply);
      return { ok: true as const };
    },
  });

  r.get('/api/auth/session', {
    // Public: it answers whoever asks, and says only who they themselves are.
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Who is signed in, if anyone (user null when nobody is; never 401)',
      response: { 200: sessionResponse },
    },
    handler: async (request, reply) => {
      const identity = request.principal && (await findIdentity(app.db, request.principal.userId));
      if (!identity) {
        // Ended, expired or unknown, or a hint left without a session cookie: the browser
        // forgets both, so its next page asks nobody.
        if (request.cookies[sessionCookieName] || request.cookies[signedInHintCookieName])
          clearSessionCookies(reply);
        return { user: null };
      }
      return { user: { ...identity, actions: permittedActions(identity.role) } };
    },
  });

  r.get('/api/auth/me', {
    config: { permission: 'session.read' },
    schema: {
      tags: ['auth'],
      summary: 'Who is signed in, and what they may do',
      response: { 200: meResponse },
    },
    handler: async (request) => identityOf(principalOf(request).userId),
  });
}
