import { loginRequest, meResponse, okResponse, sessionResponse } from '../auth.ts';
import { errorResponse } from '../errors.ts';
import { secondStepResponse } from '../two-step.ts';
import { defineRoutes } from './define.ts';

export const authRoutes = defineRoutes({
  'POST /api/auth/staff/login': {
    operationId: 'signInStaff',
    tag: 'auth',
    summary: 'Sign in at the staff portal',
    access: 'public',
    body: loginRequest,
    description:
      'An account with two-step sign-in answers 202 instead: no session yet, a short-lived ' +
      'cookie for the second step (POST …/login/code).',
    responses: { 200: meResponse, 202: secondStepResponse, 401: errorResponse, 429: errorResponse },
  },
  'POST /api/auth/parent/login': {
    operationId: 'signInParent',
    tag: 'auth',
    summary: 'Sign in at the parent portal',
    access: 'public',
    body: loginRequest,
    description:
      'An account with two-step sign-in answers 202 instead: no session yet, a short-lived ' +
      'cookie for the second step (POST …/login/code).',
    responses: { 200: meResponse, 202: secondStepResponse, 401: errorResponse, 429: errorResponse },
  },
  'POST /api/auth/logout': {
    operationId: 'signOut',
    tag: 'auth',
    summary: 'Sign out',
    // Anyone may end their own session; without one it is a no-op.
    access: 'public',
    responses: { 200: okResponse },
  },
  'GET /api/auth/session': {
    operationId: 'getSession',
    tag: 'auth',
    summary: 'Who is signed in, if anyone (user null when nobody is; never 401)',
    // Public: it answers whoever asks, and says only who they themselves are.
    access: 'public',
    responses: { 200: sessionResponse },
  },
  'GET /api/auth/me': {
    operationId: 'getMe',
    tag: 'auth',
    summary: 'Who is signed in, and what they may do',
    access: 'session.read',
    responses: { 200: meResponse },
  },
});
