import { meResponse } from '../auth.ts';
import { errorResponse } from '../errors.ts';
import { parentAccountListResponse, registerParentRequest } from '../parent-accounts.ts';
import { defineRoutes } from './define.ts';

export const parentAccountRoutes = defineRoutes({
  'GET /api/parent-accounts': {
    operationId: 'listParentAccounts',
    tag: 'parent accounts',
    summary: 'Parent accounts for Parent Management',
    description:
      'With the billing permission (directors) each row carries the subscription, amount, ' +
      'payment status and next billing date; for the rest of the staff they are absent.',
    access: 'parentAccount.read',
    responses: { 200: parentAccountListResponse },
  },
  'POST /api/parent-accounts/register': {
    operationId: 'registerParent',
    tag: 'parent accounts',
    summary: 'Register from an invitation; signs the new parent in',
    // Public: the invitation code is the credential.
    access: 'public',
    body: registerParentRequest,
    responses: {
      201: meResponse,
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
      429: errorResponse,
    },
  },
});
