import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { portalOf } from '../../../contract/enums.ts';
import { permittedActions } from '../../../contract/permissions.ts';
import { twoStepErrors } from '../../../contract/two-step.ts';
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
import { hasPasskey, hasTwoStep } from '../../lib/two-step-requirement.ts';
import type { DbOrTx } from '../../db/client.ts';
import { beginCodeCheck, useCode } from '../two-step/two-step-actions.ts';
import { checkSignIn, twoStepSetupFlag } from './auth-actions.ts';
import { findIdentity, findUserById } from './auth-queries.ts';
import { clearSecondStepCookie, pendingSecondStep, setSecondStepCookie } from './second-step.ts';
import { hasTrustedDevice, isTrustedFor, throttledMessage, trustDevice } from './login-throttle.ts';
import { queueNewDeviceMail } from './new-device-mail.ts';
import { passkeySignInRoutes } from './passkey-sign-in-routes.ts';

/** The one answer to every failed sign-in: it never says which part was wrong. */
const signInFailedMessage = 'errors.signInFailed';

type Portal = 'staff' | 'parent';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  async function identityOf(userId: number, flag: { twoStepSetupRequired?: true } = {}) {
    const identity = await findIdentity(app.db, userId);
    if (!identity) throw new HttpError(401, signInMessage);
    return { ...identity, actions: permittedActions(identity.role), ...flag };
  }

  type SignedInUser = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

  /**
   * The sign-in's end, after the password (and the code, for an account with two-step
   * sign-in): a session, this device trusted, its audit row and the new-device e-mail.
   */
  async function completeSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    a: {
      user: SignedInUser;
      portal: Portal;
      rememberMe: boolean;
      /**
       * The second step (a code, or a passkey: 071), used in the sign-in's transaction:
       * null refuses it.
       */
      secondStep?: (tx: DbOrTx) => Promise<string | null>;
      /** The passkey's use taken in the sign-in's transaction (071): false refuses it. */
      claim?: (tx: DbOrTx) => Promise<boolean>;
      /** How the person signed in when it was not their password: a passkey (071). */
      method?: 'passkey';
    },
  ) {
    const { user, portal, rememberMe } = a;
    const now = app.clock.now();
    const deviceToken = request.cookies[deviceCookieName];
    const device = deviceToken ?? app.tokens.token();
    const token = await app.db.transaction(async (tx) => {
      const secondStep = a.secondStep ? await a.secondStep(tx) : undefined;
      if (secondStep === null) return null;
      if (a.claim && !(await a.claim(tx))) return null;
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
        details: {
          portal,
          rememberMe,
          ...(a.method ? { method: a.method } : {}),
          ...(secondStep ? { secondStep } : {}),
        },
        at: now,
      });
      return created;
    });
    if (token === null) return null;
    setSessionCookie(request, reply, token, rememberMe);
    setDeviceCookie(request, reply, device);
    return identityOf(user.id, await twoStepSetupFlag(app.db, token));
  }

  /**
   * Signing in at one portal. An account with two-step sign-in gets no session yet: a
   * short-lived sealed cookie and 202, and the code at POST …/login/code (decision 069).
   */
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
      // A passkey is a second step too (decision 071): with one and no app, it alone.
      const withApp = await hasTwoStep(app.db, user.id);
      const withPasskey = await hasPasskey(app.db, user.id);
      if (withApp || withPasskey) {
        setSecondStepCookie(app, request, reply, { userId: user.id, portal, rememberMe });
        return reply.code(202).send({
          secondStep: withApp ? ('code' as const) : ('passkey' as const),
          ...(withPasskey ? { passkey: true as const } : {}),
        });
      }
      return (await completeSignIn(request, reply, { user, portal, rememberMe }))!;
    };
  serve(app, 'POST /api/auth/staff/login', signIn('staff'));
  serve(app, 'POST /api/auth/parent/login', signIn('parent'));

  /** The code after the password: the app's, or a recovery code; wrong ones are throttled. */
  const secondStep =
    (portal: Portal): RouteHandler<`POST /api/auth/${Portal}/login/code`> =>
    async (request, reply) => {
      const pending = pendingSecondStep(app, request, portal);
      const user = pending && (await findUserById(app.db, pending.userId));
      if (!pending || !user || !user.isActive || portalOf(user.role) !== portal) {
        clearSecondStepCookie(reply);
        return reply.code(410).send(errorBody(twoStepErrors.pendingExpired));
      }
      // Counted before the code is checked, outside the sign-in's transaction, so a wrong
      // code counts; the code itself is used in the transaction that makes the session.
      const attempt = await beginCodeCheck(app.db, user.id, app.clock.now());
      if (!attempt.allowed) return reply.code(429).send(errorBody(twoStepErrors.throttled));
      const answer = await completeSignIn(request, reply, {
        user,
        portal,
        rememberMe: pending.rememberMe,
        secondStep: (tx) => useCode(tx, app.secrets, user.id, request.body.code, app.clock.now()),
      });
      if (!answer) return reply.code(401).send(errorBody(twoStepErrors.codeWrong));
      clearSecondStepCookie(reply);
      await attempt.succeeded();
      return answer;
    };
  serve(app, 'POST /api/auth/staff/login/code', secondStep('staff'));
  serve(app, 'POST /api/auth/parent/login/code', secondStep('parent'));

  passkeySignInRoutes(app, completeSignIn);

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
    const flag = request.principal?.mustSetUpTwoStep ? { twoStepSetupRequired: true as const } : {};
    return { user: { ...identity, actions: permittedActions(identity.role), ...flag } };
  });

  serve(app, 'GET /api/auth/me', async (request) => {
    const principal = principalOf(request);
    return identityOf(
      principal.userId,
      principal.mustSetUpTwoStep ? { twoStepSetupRequired: true } : {},
    );
  });
}
