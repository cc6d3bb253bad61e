import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  acceptInvitationRequest,
  acceptInvitationResponse,
  createInvitationRequest,
  createInvitationResponse,
  invitationCodeParam,
  invitationListQuery,
  invitationListResponse,
  invitationSummaryResponse,
  verifyInvitationResponse,
} from '../invitations.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

const tag = 'parent invitations';

export const invitationRoutes = defineRoutes({
  'POST /api/parent-invitations': {
    operationId: 'createInvitation',
    tag,
    summary: 'Invite a parent to register (enrolment step 3, or the Invite Parent dialog)',
    access: 'parentInvitation.manage',
    body: createInvitationRequest,
    responses: {
      201: createInvitationResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'GET /api/parent-invitations': {
    operationId: 'listInvitations',
    tag,
    summary: 'Invitations, newest first, with their effective status (paged)',
    access: 'parentInvitation.manage',
    query: invitationListQuery,
    paged: true,
    responses: { 200: invitationListResponse, 400: errorResponse },
  },
  'GET /api/parent-invitations/summary': {
    operationId: 'getInvitationSummary',
    tag,
    summary: 'How many invitations are pending (their links still work)',
    access: 'parentInvitation.manage',
    responses: { 200: invitationSummaryResponse },
  },
  'POST /api/parent-invitations/:id/revoke': {
    operationId: 'revokeInvitation',
    tag,
    summary: 'Revoke a pending invitation: its link stops working',
    access: 'parentInvitation.manage',
    params: idParam,
    responses: { 204: z.null().describe('Revoked'), 404: errorResponse, 409: errorResponse },
  },
  'POST /api/parent-invitations/:id/resend': {
    operationId: 'resendInvitation',
    tag,
    summary: 'Re-send: the same invitation gets a new code and a new expiry, and is mailed',
    description:
      'The invitation is renewed in place (issue 35): no second row; it is pending again ' +
      'and the old code stops working. A pending, expired or revoked invitation can be ' +
      're-sent; an accepted one answers 409, and so does the loser of two re-sends at once.',
    access: 'parentInvitation.manage',
    params: idParam,
    responses: { 201: createInvitationResponse, 404: errorResponse, 409: errorResponse },
  },
  'GET /api/parent-invitations/verify/:code': {
    operationId: 'verifyInvitationCode',
    tag,
    summary: 'Check a registration code (same 404 for unknown, used, expired, revoked)',
    // Public: the parent has no account yet; the code itself is the credential.
    access: 'public',
    params: invitationCodeParam,
    responses: { 200: verifyInvitationResponse, 404: errorResponse, 429: errorResponse },
  },
  'POST /api/parent-invitations/accept': {
    operationId: 'acceptInvitation',
    tag,
    summary: 'A signed-in parent accepts an invitation sent to their e-mail',
    access: 'parentInvitation.accept',
    body: acceptInvitationRequest,
    // 403 is also the handler's own: not a parent account, or another e-mail's invitation.
    responses: {
      200: acceptInvitationResponse,
      400: errorResponse,
      403: errorResponse,
      404: errorResponse,
    },
  },
});
