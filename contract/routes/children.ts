import {
  childDraftsResponse,
  childResponse,
  childrenResponse,
  createChildRequest,
  createChildResponse,
  moveChildRequest,
  reEnrolChildRequest,
  updateChildRequest,
  withdrawChildRequest,
  withdrawnChildrenResponse,
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
  'GET /api/children/withdrawn': {
    operationId: 'listWithdrawnChildren',
    tag: 'children',
    summary: 'Children who have left the centre, the latest last day first (their history stays)',
    access: 'child.remove',
    responses: { 200: withdrawnChildrenResponse },
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
  'PATCH /api/children/:id': {
    operationId: 'updateChild',
    tag: 'children',
    summary: "Correct a child's record: the fields sent change, each change audited",
    access: 'child.update',
    params: idParam,
    body: updateChildRequest,
    responses: { 200: childResponse, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/children/:id/room-moves': {
    operationId: 'moveChildToRoom',
    tag: 'children',
    summary: 'Move a child to another room from a day on (counts before it stay in the old room)',
    access: 'child.move',
    params: idParam,
    body: moveChildRequest,
    responses: { 200: childResponse, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/children/:id/withdrawal': {
    operationId: 'withdrawChild',
    tag: 'children',
    summary: 'Withdraw a child: off the lists from the day after their last day; history kept',
    access: 'child.remove',
    params: idParam,
    body: withdrawChildRequest,
    responses: {
      204: z.null().describe('Withdrawn'),
      400: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  },
  'POST /api/children/:id/re-enrolment': {
    operationId: 'reEnrolChild',
    tag: 'children',
    summary: 'Re-enrol a withdrawn child in a room from a day on',
    access: 'child.remove',
    params: idParam,
    body: reEnrolChildRequest,
    responses: { 204: z.null().describe('Re-enrolled'), 400: errorResponse, 404: errorResponse },
  },
  'DELETE /api/children/:id': {
    operationId: 'removeChild',
    tag: 'children',
    summary:
      "Remove a child (the spec's call): a withdrawal whose last day was yesterday, so the child leaves the lists at once; their records are kept",
    access: 'child.remove',
    params: idParam,
    responses: { 204: z.null().describe('Removed'), 404: errorResponse, 409: errorResponse },
  },
});
