import {
  childDraftsResponse,
  childResponse,
  childrenResponse,
  createChildRequest,
  createChildResponse,
} from '../children.ts';
import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

export const childRoutes = defineRoutes({
  'GET /api/children': {
    operationId: 'listChildren',
    tag: 'children',
    summary: 'Enrolled children, by last then first name (a parent: their own)',
    access: 'child.read',
    responses: { 200: childrenResponse },
  },
  'GET /api/children/drafts': {
    operationId: 'listChildDrafts',
    tag: 'children',
    summary: 'Enrolments in progress: children whose consent forms are not all recorded',
    access: 'child.create',
    responses: { 200: childDraftsResponse },
  },
  'DELETE /api/children/drafts/:id': {
    operationId: 'discardChildDraft',
    tag: 'children',
    summary: 'Discard an enrolment in progress (a draft; an enrolled child is 404 here)',
    // Whoever may enrol may abandon an enrolment they began: a draft has no history to keep.
    access: 'child.create',
    params: idParam,
    responses: { 204: z.null().describe('Discarded'), 404: errorResponse },
  },
  'GET /api/children/:id': {
    operationId: 'getChild',
    tag: 'children',
    summary: 'One enrolled child, with medical information',
    access: 'child.read',
    params: idParam,
    responses: { 200: childResponse, 404: errorResponse },
  },
  'POST /api/children': {
    operationId: 'createChild',
    tag: 'children',
    summary: 'Enrol a child (step 1); parent details are placeholders until the invitation',
    access: 'child.create',
    body: createChildRequest,
    responses: { 201: createChildResponse, 400: errorResponse },
  },
  'DELETE /api/children/:id': {
    operationId: 'removeChild',
    tag: 'children',
    summary: 'Remove a child from the lists; their records are kept',
    access: 'child.remove',
    params: idParam,
    responses: { 204: z.null().describe('Removed'), 404: errorResponse },
  },
});
