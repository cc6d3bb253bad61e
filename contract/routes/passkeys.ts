import { meResponse, okResponse } from '../auth.ts';
import { errorResponse } from '../errors.ts';
import {
  addPasskeyRequest,
  passkeyItem,
  passkeyList,
  passkeyOptionsResponse,
  passkeySecondStepRequest,
  passkeySignInRequest,
  removePasskeyRequest,
} from '../passkeys.ts';
import { defineRoutes } from './define.ts';

const signIn = (portal: string) =>
  ({
    operationId: `signIn${portal}WithPasskey`,
    tag: 'auth',
    summary: 'Sign in with a passkey, without the password',
    description:
      'Answers a challenge of POST /api/auth/passkey/options (each taken once, within five ' +
      'minutes). Any refusal (an unknown passkey, a wrong signature, a used challenge, an ' +
      'account of the other portal or deactivated) is the same 401.',
    access: 'public',
    body: passkeySignInRequest,
    responses: { 200: meResponse, 401: errorResponse, 429: errorResponse },
  }) as const;

const secondStepOptions = (portal: string) =>
  ({
    operationId: `begin${portal}PasskeySecondStep`,
    tag: 'auth',
    summary: 'A challenge for a passkey as the second step of a sign-in that answered 202',
    description: 'Reads the second step’s cookie; without it, or after five minutes, 410.',
    access: 'public',
    responses: { 200: passkeyOptionsResponse, 410: errorResponse },
  }) as const;

const secondStep = (portal: string) =>
  ({
    operationId: `signIn${portal}PasskeySecondStep`,
    tag: 'auth',
    summary: 'The second step of a sign-in that answered 202, with one of the person’s passkeys',
    access: 'public',
    body: passkeySecondStepRequest,
    responses: { 200: meResponse, 401: errorResponse, 410: errorResponse, 429: errorResponse },
  }) as const;

export const passkeyRoutes = defineRoutes({
  'POST /api/auth/passkey/options': {
    operationId: 'beginPasskeySignIn',
    tag: 'auth',
    summary: 'A challenge for signing in with a passkey (any of the device’s for this centre)',
    access: 'public',
    responses: { 200: passkeyOptionsResponse, 429: errorResponse },
  },
  'POST /api/auth/staff/passkey': signIn('Staff'),
  'POST /api/auth/parent/passkey': signIn('Parent'),
  'POST /api/auth/staff/login/passkey/options': secondStepOptions('Staff'),
  'POST /api/auth/parent/login/passkey/options': secondStepOptions('Parent'),
  'POST /api/auth/staff/login/passkey': secondStep('Staff'),
  'POST /api/auth/parent/login/passkey': secondStep('Parent'),
  'GET /api/account/passkeys': {
    operationId: 'listPasskeys',
    tag: 'account',
    summary: 'The signed-in person’s passkeys',
    access: 'passkeys.update',
    responses: { 200: passkeyList },
  },
  'POST /api/account/passkeys/options': {
    operationId: 'beginPasskeyRegistration',
    tag: 'account',
    summary: 'A challenge for adding a passkey (five minutes, once)',
    access: 'passkeys.update',
    responses: { 200: passkeyOptionsResponse },
  },
  'POST /api/account/passkeys': {
    operationId: 'addPasskey',
    tag: 'account',
    summary: 'Add a passkey: the device’s answer to the challenge, and a name',
    description: 'A passkey already registered (by anyone) answers 409.',
    access: 'passkeys.update',
    body: addPasskeyRequest,
    responses: { 200: passkeyItem, 400: errorResponse, 409: errorResponse },
  },
  'POST /api/account/passkeys/remove': {
    operationId: 'removePasskey',
    tag: 'account',
    summary: 'Remove one of the person’s passkeys (the password confirms it)',
    description:
      'Refused with 409 when the centre requires two-step sign-in of the person and it is ' +
      'their last second step.',
    access: 'passkeys.update',
    body: removePasskeyRequest,
    responses: {
      200: okResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
      429: errorResponse,
    },
  },
});
