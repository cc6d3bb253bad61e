import { okResponse } from '../auth.ts';
import { errorResponse } from '../errors.ts';
import { idParam } from '../common.ts';
import {
  passwordResetLinkResponse,
  resetLinkSentResponse,
  passwordResetRequest,
  passwordResetTokenParam,
  setNewPasswordRequest,
  setNewPasswordResponse,
} from '../password-reset.ts';
import { defineRoutes } from './define.ts';

const tag = 'password reset';

export const passwordResetRoutes = defineRoutes({
  'POST /api/auth/password-reset/request': {
    operationId: 'requestPasswordReset',
    tag,
    summary: 'Forgot password: e-mail a single-use link valid for one hour',
    description:
      'Always 202 with the same body, whether or not the e-mail has an account: the account ' +
      'is looked up after the answer, by a background job. Throttled per address and per e-mail.',
    access: 'public',
    body: passwordResetRequest,
    responses: { 202: okResponse, 429: errorResponse },
  },
  'GET /api/auth/password-reset/:token': {
    operationId: 'checkPasswordResetLink',
    tag,
    summary: 'Whether a password link can still be used (410 when used, expired or unknown)',
    // Public: the person cannot sign in; the link itself is the credential.
    access: 'public',
    params: passwordResetTokenParam,
    responses: { 200: passwordResetLinkResponse, 410: errorResponse, 429: errorResponse },
  },
  'POST /api/auth/password-reset': {
    operationId: 'resetPassword',
    tag,
    summary: 'Choose a new password with a link: ends every session of the account',
    access: 'public',
    body: setNewPasswordRequest,
    responses: {
      200: setNewPasswordResponse,
      400: errorResponse,
      410: errorResponse,
      429: errorResponse,
    },
  },
  'POST /api/staff/:id/password-reset': {
    operationId: 'sendStaffPasswordReset',
    tag,
    summary: 'E-mail a staff member a link to choose a new password (valid one hour)',
    description:
      'The director never sees or sets the password. 409 when the staff member has no ' +
      'sign-in account or it is deactivated.',
    access: 'account.manage',
    params: idParam,
    responses: { 202: resetLinkSentResponse, 404: errorResponse, 409: errorResponse },
  },
  'POST /api/parent-accounts/:id/password-reset': {
    operationId: 'sendParentPasswordReset',
    tag,
    summary: 'E-mail a parent a link to choose a new password (valid one hour)',
    description:
      'The director never sees or sets the password. 409 when the account is deactivated.',
    access: 'account.manage',
    params: idParam,
    responses: { 202: resetLinkSentResponse, 404: errorResponse, 409: errorResponse },
  },
});
