import { meResponse } from '../auth.ts';
import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  acceptStaffInvitationRequest,
  staffInvitationLinkResponse,
  staffInvitationSentResponse,
  staffInvitationTokenParam,
  staffInviteRequest,
  staffLogin,
  staffLoginRoleRequest,
  staffLoginsResponse,
} from '../staff-accounts.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

const tag = 'staff accounts';
const refusals = { 404: errorResponse, 409: errorResponse };

export const staffAccountRoutes = defineRoutes({
  'GET /api/staff/logins': {
    operationId: 'listStaffLogins',
    tag,
    summary: 'Who has a login (active or deactivated) or an invitation, with the permission role',
    access: 'account.manage',
    responses: { 200: staffLoginsResponse },
  },
  'POST /api/staff/:id/invitation': {
    operationId: 'inviteStaff',
    tag,
    summary: 'Invite a staff member to sign in, or re-send their invitation (a new 7-day link)',
    description:
      'The e-mail carries a single-use link to choose a password. Re-sending renews the open ' +
      'invitation in place: the earlier link stops working. 409 when they can sign in already.',
    access: 'account.manage',
    params: idParam,
    body: staffInviteRequest,
    responses: { 201: staffInvitationSentResponse, ...refusals },
  },
  'DELETE /api/staff/:id/invitation': {
    operationId: 'revokeStaffInvitation',
    tag,
    summary: 'Revoke a staff member’s open invitation: its link stops working',
    access: 'account.manage',
    params: idParam,
    responses: { 204: z.null().describe('Revoked'), ...refusals },
  },
  'POST /api/staff/:id/deactivate': {
    operationId: 'deactivateStaffLogin',
    tag,
    summary: 'Deactivate a staff member’s login: every session ends at once, history stays',
    description: '409 for the last active director.',
    access: 'account.manage',
    params: idParam,
    responses: { 200: staffLogin, ...refusals },
  },
  'POST /api/staff/:id/reactivate': {
    operationId: 'reactivateStaffLogin',
    tag,
    summary: 'Reactivate a deactivated login: they sign in with their password again',
    access: 'account.manage',
    params: idParam,
    responses: { 200: staffLogin, ...refusals },
  },
  'PUT /api/staff/:id/login-role': {
    operationId: 'changeStaffLoginRole',
    tag,
    summary: 'Change a login’s permission role (director or staff)',
    description: '409 when it would leave no active director.',
    access: 'account.manage',
    params: idParam,
    body: staffLoginRoleRequest,
    responses: { 200: staffLogin, ...refusals },
  },
  'GET /api/staff-invitations/:token': {
    operationId: 'checkStaffInvitation',
    tag,
    summary: 'Whom an invitation link is for (410 when used, revoked, expired or unknown)',
    // Public: the person has no account yet; the link is the credential.
    access: 'public',
    params: staffInvitationTokenParam,
    responses: { 200: staffInvitationLinkResponse, 410: errorResponse, 429: errorResponse },
  },
  'POST /api/staff-invitations/accept': {
    operationId: 'acceptStaffInvitation',
    tag,
    summary: 'Choose a password from an invitation: the account is made and signed in',
    access: 'public',
    body: acceptStaffInvitationRequest,
    responses: {
      201: meResponse,
      400: errorResponse,
      409: errorResponse,
      410: errorResponse,
      429: errorResponse,
    },
  },
});
