import type { FastifyInstance } from 'fastify';
import { permittedActions } from '../../../contract/permissions.ts';
import { audit } from '../../lib/audit.ts';
import { errorBody, HttpError } from '../../lib/http-errors.ts';
import { type RouteHandler, serve } from '../../lib/serve.ts';
import {
  deviceCookieName,
  sessionCookieName,
  signedInHintCookieName,
} from '../../lib/session-policy.ts';
import { principalOf, signInMessage } from '../../plugins/access.ts';
import {
  clearSessionCookies,
  createSession,
  endSession,
  setDeviceCookie,
  setSessionCookie,
} from '../../plugins/session.ts';
import { checkSignIn } from './auth-actions.ts';
import { findIdentity } from './auth-queries.ts';
import { hasTrustedDevice, isTrustedFor, throttledMessage, trustDevice } from './login-throttle.ts';
import { queueNewDeviceMail } from './new-device-mail.ts';

/** The one answer to every failed sign-in: it never says which part was wrong. */
const signInFailedMessage = 'errors.signInFailed';

type Portal = 'staff' | 'parent';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  async function identityOf(userId: number) {
    const identity = await findIdentity(app.db, userId);
    if (!identity) throw new HttpError(401, signInMessage);
    return { ...identity, actions: permittedActions(identity.role) };
  }

  /** Signing in at one portal: a session, this device trusted, and its audit row. */
  const signIn =
    (portal: Portal): RouteHandler<`POST /api/auth/${Portal}/login`> =>
    async (request, reply) => {
      const { rememberMe } = request.body;
      const now = app.clock.now();
      const deviceToken = request.cookies[deviceCookieName];
      const user = await checkSignIn(
        app.db,
        portal,
        { ...request.body, ip: request.ip, deviceToken },
        now,
      );
      if (user === 'throttled') return reply.code(429).send(errorBody(throttledMessage));
      if (user === 'failed') return reply.code(401).send(errorBody(signInFailedMessage));
      const device = deviceToken ?? app.tokens.token();
      const token = await app.db.transaction(async (tx) => {
        // A browser the account never signed in from, when it has signed in from others: the
        // person is told by e-mail (decision 067); their very first sign-in is not news.
        const newDevice =
          !(await isTrustedFor(tx, deviceToken, user.id)) && (await hasTrustedDevice(tx, user.id));
        const created = await createSession(app, tx, request, user, rememberMe);
        await trustDevice(tx, user.id, device, now);
        if (newDevice)
          await queueNewDeviceMail(app, tx, {
            user,
            userAgent: request.headers['user-agent'],
            at: now,
          });
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
    };
  serve(app, 'POST /api/auth/staff/login', signIn('staff'));
  serve(app, 'POST /api/auth/parent/login', signIn('parent'));

  serve(app, 'POST /api/auth/logout', async (request, reply) => {
    await endSession(app, request, reply);
    return { ok: true as const };
  });

  serve(app, 'GET /api/auth/session', async (request, reply) => {
    const identity = request.principal && (await findIdentity(app.db, request.principal.userId));
    if (!identity) {
      // Ended, expired or unknown, or a hint left without a session cookie: the browser
      // forgets both, so its next page asks nobody.
      if (request.cookies[sessionCookieName] || request.cookies[signedInHintCookieName])
        clearSessionCookies(reply);
      return { user: null };
    }
    return { user: { ...identity, actions: permittedActions(identity.role) } };
  });

  serve(app, 'GET /api/auth/me', async (request) => identityOf(principalOf(request).userId));
}
