import { meResponse, okResponse } from '../auth.ts';
import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  recoveryCodesRequest,
  recoveryCodesResponse,
  secondStepRequest,
  twoStepConfirmRequest,
  twoStepDisableRequest,
  twoStepRequirement,
  twoStepSetupResponse,
  twoStepStatusResponse,
} from '../two-step.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

const secondStep = (portal: string) =>
  ({
    operationId: `signIn${portal}SecondStep`,
    tag: 'auth',
    summary:
      'The second step of a sign-in that answered 202: a code of the authenticator app, or a recovery code',
    description:
      'Reads the short-lived cookie the first step set (no session until this succeeds); ' +
      'without it, or after its five minutes, 410 (sign in again). ' +
      'A code is accepted for one 30-second step either side of now, never twice; wrong codes ' +
      'are throttled per account.',
    access: 'public',
    body: secondStepRequest,
    responses: { 200: meResponse, 401: errorResponse, 410: errorResponse, 429: errorResponse },
  }) as const;

/** A director turns off the two-step sign-in of someone who lost their phone (decision 069). */
const resetFor = (who: string, whom: string) =>
  ({
    operationId: `reset${who}TwoStep`,
    tag: 'account',
    summary: `Turn off the two-step sign-in of ${whom} who lost their authenticator`,
    description:
      'Their authenticator app and recovery codes are removed, every session of theirs ends and ' +
      'they are e-mailed; they sign in with their password and set it up again (at once when ' +
      'the centre requires it). 409 for one’s own account, or when it is not on.',
    access: 'account.manage',
    params: idParam,
    responses: { 204: z.null().describe('Turned off'), 404: errorResponse, 409: errorResponse },
  }) as const;

export const twoStepRoutes = defineRoutes({
  'POST /api/auth/staff/login/code': secondStep('Staff'),
  'POST /api/auth/parent/login/code': secondStep('Parent'),
  'GET /api/account/two-step': {
    operationId: 'getTwoStep',
    tag: 'account',
    summary: 'Whether the signed-in person signs in with an authenticator app',
    access: 'session.read',
    responses: { 200: twoStepStatusResponse },
  },
  'POST /api/account/two-step/setup': {
    operationId: 'beginTwoStepSetup',
    tag: 'account',
    summary: 'Begin turning on an authenticator app: a new secret, shown this once',
    access: 'profile.update',
    responses: { 200: twoStepSetupResponse, 409: errorResponse },
  },
  'POST /api/account/two-step/confirm': {
    operationId: 'confirmTwoStepSetup',
    tag: 'account',
    summary: 'Turn the authenticator app on with its first code; answers ten recovery codes',
    access: 'profile.update',
    body: twoStepConfirmRequest,
    responses: {
      200: recoveryCodesResponse,
      400: errorResponse,
      409: errorResponse,
      429: errorResponse,
    },
  },
  'POST /api/account/two-step/recovery-codes': {
    operationId: 'replaceRecoveryCodes',
    tag: 'account',
    summary: 'Ten new recovery codes (the password and a code); the earlier ones stop working',
    access: 'profile.update',
    body: recoveryCodesRequest,
    responses: {
      200: recoveryCodesResponse,
      400: errorResponse,
      409: errorResponse,
      429: errorResponse,
    },
  },
  'POST /api/account/two-step/disable': {
    operationId: 'disableTwoStep',
    tag: 'account',
    summary: 'Turn the authenticator app off (the password and a code)',
    access: 'profile.update',
    body: twoStepDisableRequest,
    responses: { 200: okResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
  },
  'DELETE /api/staff/:id/two-step': resetFor('Staff', 'a staff member'),
  'DELETE /api/parent-accounts/:id/two-step': resetFor('Parent', 'a parent'),
  'GET /api/centre/two-step': {
    operationId: 'getTwoStepRequirement',
    tag: 'centre',
    summary: 'Who must sign in with a second step',
    access: 'centreSettings.manage',
    responses: { 200: twoStepRequirement },
  },
  'PUT /api/centre/two-step': {
    operationId: 'updateTwoStepRequirement',
    tag: 'centre',
    summary: 'Require two-step sign-in of nobody, directors, all staff or everyone',
    description:
      'Applies from each person’s next sign-in: they set an app up before anything else.',
    access: 'centreSettings.manage',
    body: twoStepRequirement,
    responses: { 200: twoStepRequirement },
  },
});

/**
 * What a session that must first set up two-step sign-in may call (besides public routes):
 * who it is, and the set-up itself. The server refuses everything else (plugins/access.ts).
 */
export const twoStepSetupRoutes: ReadonlySet<string> = new Set([
  'GET /api/auth/me',
  'GET /api/account/two-step',
  'POST /api/account/two-step/setup',
  'POST /api/account/two-step/confirm',
  // A passkey meets the requirement too (decision 071).
  'GET /api/account/passkeys',
  'POST /api/account/passkeys/options',
  'POST /api/account/passkeys',
]);
