import { meResponse } from '../auth.ts';
import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  parentAccountChanged,
  parentAccountListResponse,
  registerParentRequest,
  updateParentAccountRequest,
} from '../parent-accounts.ts';
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
  'PUT /api/parent-accounts/:id': {
    operationId: 'updateParentAccount',
    tag: 'parent accounts',
    summary: 'Correct a parent’s name and phone (audited with before and after)',
    access: 'parentAccount.update',
    params: idParam,
    body: updateParentAccountRequest,
    responses: { 200: parentAccountChanged, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/parent-accounts/:id/deactivate': {
    operationId: 'deactivateParentAccount',
    tag: 'parent accounts',
    summary: 'Deactivate a parent account: every session ends at once, sign-in then fails',
    description: 'Their children, links and history stay; reactivating lets them in again.',
    access: 'account.manage',
    params: idParam,
    responses: { 200: parentAccountChanged, 404: errorResponse },
  },
  'POST /api/parent-accounts/:id/reactivate': {
    operationId: 'reactivateParentAccount',
    tag: 'parent accounts',
    summary: 'Reactivate a deactivated parent account: they sign in with their password again',
    access: 'account.manage',
    params: idParam,
    responses: { 200: parentAccountChanged, 404: errorResponse },
  },
});
