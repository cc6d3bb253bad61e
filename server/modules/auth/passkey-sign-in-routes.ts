import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MeResponse } from '../../../contract/auth.ts';
import { portalOf } from '../../../contract/enums.ts';
import { passkeyErrors } from '../../../contract/passkeys.ts';
import { twoStepErrors } from '../../../contract/two-step.ts';
import type { DbOrTx } from '../../db/client.ts';
import { errorBody } from '../../lib/http-errors.ts';
import { type RouteHandler, serve } from '../../lib/serve.ts';
import {
  beginChallengeRequest,
  beginPasskeyAttempt,
  challengeAnswered,
  checkAssertion,
  claimPasskeyUse,
  relyingPartyOf,
  signInOptions,
  useChallenge,
} from '../passkeys/passkeys-actions.ts';
import { beginCodeCheck } from '../two-step/two-step-actions.ts';
import { findUserById } from './auth-queries.ts';
import { throttledMessage } from './login-throttle.ts';
import { clearSecondStepCookie, pendingSecondStep } from './second-step.ts';

type Portal = 'staff' | 'parent';
type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** auth-routes' end of every sign-in: the session, the device, the mail and the audit row. */
export type CompleteSignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  a: {
    user: User;
    portal: Portal;
    rememberMe: boolean;
    secondStep?: (tx: DbOrTx) => Promise<string | null>;
    claim?: (tx: DbOrTx) => Promise<boolean>;
    method?: 'passkey';
  },
) => Promise<MeResponse | null>;

/** The one answer to every failed sign-in: it never says which part was wrong. */
const signInFailedMessage = 'errors.signInFailed';

/**
 * Signing in with a passkey (decision 071): without the password (any of the device's
 * passkeys for this centre), or as the second step after it. The session is made as every
 * sign-in's, by `completeSignIn`.
 */
export function passkeySignInRoutes(app: FastifyInstance, completeSignIn: CompleteSignIn): void {
  const rp = () => relyingPartyOf(app.config.publicUrl, '');

  serve(app, 'POST /api/auth/passkey/options', async (request, reply) => {
    const now = app.clock.now();
    const attempt = await beginChallengeRequest(app.db, request.ip, now);
    if (!attempt.allowed) return reply.code(429).send(errorBody(throttledMessage));
    const options = await signInOptions(app.db, rp(), null, now);
    return { options: options as unknown as Record<string, unknown> };
  });

  /**
   * An unknown passkey, a wrong signature, a challenge used or expired, a counter gone back,
   * a deactivated account or one of the other portal: the same 401 as a wrong password.
   */
  const withPasskey =
    (portal: Portal): RouteHandler<`POST /api/auth/${Portal}/passkey`> =>
    async (request, reply) => {
      const now = app.clock.now();
      const { response, rememberMe } = request.body;
      const attempt = await beginPasskeyAttempt(app.db, request.ip, now);
      if (!attempt.allowed) return reply.code(429).send(errorBody(throttledMessage));
      const challenge = await useChallenge(
        app.db,
        response.response.clientDataJSON,
        { purpose: 'signIn', userId: null },
        now,
      );
      const checked =
        challenge && (await checkAssertion(app.db, rp(), response, { challenge, userId: null }));
      const user = checked ? await findUserById(app.db, checked.passkey.userId) : null;
      const answer =
        checked &&
        user &&
        user.isActive &&
        portalOf(user.role) === portal &&
        (await completeSignIn(request, reply, {
          user,
          portal,
          rememberMe,
          method: 'passkey',
          claim: (tx) => claimPasskeyUse(tx, checked, now),
        }));
      if (!answer) return reply.code(401).send(errorBody(signInFailedMessage));
      await attempt.succeeded();
      await challengeAnswered(app.db, request.ip);
      return answer;
    };
  serve(app, 'POST /api/auth/staff/passkey', withPasskey('staff'));
  serve(app, 'POST /api/auth/parent/passkey', withPasskey('parent'));

  /** The person at the second step, still in time and still able to sign in here; else null. */
  async function pendingUser(request: FastifyRequest, portal: Portal) {
    const pending = pendingSecondStep(app, request, portal);
    const user = pending && (await findUserById(app.db, pending.userId));
    if (!pending || !user || !user.isActive || portalOf(user.role) !== portal) return null;
    return { user, rememberMe: pending.rememberMe };
  }

  const secondStepOptions =
    (portal: Portal): RouteHandler<`POST /api/auth/${Portal}/login/passkey/options`> =>
    async (request, reply) => {
      const pending = await pendingUser(request, portal);
      if (!pending) {
        clearSecondStepCookie(reply);
        return reply.code(410).send(errorBody(twoStepErrors.pendingExpired));
      }
      const options = await signInOptions(app.db, rp(), pending.user.id, app.clock.now());
      return { options: options as unknown as Record<string, unknown> };
    };
  serve(app, 'POST /api/auth/staff/login/passkey/options', secondStepOptions('staff'));
  serve(app, 'POST /api/auth/parent/login/passkey/options', secondStepOptions('parent'));

  /** A passkey of the person's instead of the app's code; refusals count as wrong codes. */
  const secondStep =
    (portal: Portal): RouteHandler<`POST /api/auth/${Portal}/login/passkey`> =>
    async (request, reply) => {
      const pending = await pendingUser(request, portal);
      if (!pending) {
        clearSecondStepCookie(reply);
        return reply.code(410).send(errorBody(twoStepErrors.pendingExpired));
      }
      const { user } = pending;
      const now = app.clock.now();
      const attempt = await beginCodeCheck(app.db, user.id, now);
      if (!attempt.allowed) return reply.code(429).send(errorBody(twoStepErrors.throttled));
      const { response } = request.body;
      const challenge = await useChallenge(
        app.db,
        response.response.clientDataJSON,
        { purpose: 'secondStep', userId: user.id },
        now,
      );
      const answer =
        challenge &&
        (await completeSignIn(request, reply, {
          user,
          portal,
          rememberMe: pending.rememberMe,
          secondStep: async (tx) => {
            const checked = await checkAssertion(tx, rp(), response, {
              challenge,
              userId: user.id,
            });
            return checked && (await claimPasskeyUse(tx, checked, now)) ? 'passkey' : null;
          },
        }));
      if (!answer) return reply.code(401).send(errorBody(passkeyErrors.notAccepted));
      clearSecondStepCookie(reply);
      await attempt.succeeded();
      return answer;
    };
  serve(app, 'POST /api/auth/staff/login/passkey', secondStep('staff'));
  serve(app, 'POST /api/auth/parent/login/passkey', secondStep('parent'));
}
