import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  childGuardiansResponse,
  guardianParams,
  guardianRemovalPreview,
  inviteGuardianRequest,
  linkFamilyRequest,
  linkFamilyResponse,
  removeGuardianRequest,
  removeGuardianResponse,
} from '../guardians.ts';
import { createInvitationResponse } from '../invitations.ts';
import { defineRoutes } from './define.ts';

const tag = 'guardians';

/** A child's guardians after enrolment (decision 062). */
export const guardianRoutes = defineRoutes({
  'GET /api/children/:id/guardians': {
    operationId: 'listChildGuardians',
    tag,
    summary: 'A child’s guardians (parent accounts), its enrolment contact and open invitations',
    access: 'guardian.read',
    params: idParam,
    responses: { 200: childGuardiansResponse, 404: errorResponse },
  },
  'POST /api/children/:id/guardians/invitations': {
    operationId: 'inviteGuardian',
    tag,
    summary: 'Invite a further guardian to an enrolled child',
    description:
      'The invitation e-mail links the new account to the child on registration; an e-mail ' +
      'that already has a parent account gets a link to confirm after signing in. The answer ' +
      'is the same either way. 409 when the e-mail is a guardian of the child already.',
    access: 'parentInvitation.manage',
    params: idParam,
    body: inviteGuardianRequest,
    responses: {
      201: createInvitationResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'POST /api/children/:id/guardians/family': {
    operationId: 'linkChildToFamily',
    tag,
    summary: 'Ask a sibling’s guardians to confirm by e-mail that the child joins their family',
    description:
      'Each guardian of the sibling who is not one of the child’s gets a link to confirm; ' +
      'confirming links the child to them and to the family’s billing account.',
    access: 'parentInvitation.manage',
    params: idParam,
    body: linkFamilyRequest,
    responses: {
      201: linkFamilyResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'GET /api/children/:id/guardians/:parentAccountId/removal': {
    operationId: 'previewGuardianRemoval',
    tag,
    summary: 'What removing one guardian’s access to the child would change (billing, payers)',
    access: 'guardian.remove',
    params: guardianParams,
    responses: { 200: guardianRemovalPreview, 404: errorResponse },
  },
  'POST /api/children/:id/guardians/:parentAccountId/remove': {
    operationId: 'removeGuardian',
    tag,
    summary: 'Remove one guardian’s access to one child (custody); they keep their other children',
    description:
      'From the answer on, the guardian gets 404 on the child and everything about it. ' +
      '`payer` is required when they pay for the child’s billing account: keep or remove them ' +
      'as payer, in the same transaction.',
    access: 'guardian.remove',
    params: guardianParams,
    body: removeGuardianRequest,
    responses: { 200: removeGuardianResponse, 400: errorResponse, 404: errorResponse },
  },
});
