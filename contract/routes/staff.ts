import { idParam } from '../common.ts';
import { errorResponse } from '../errors.ts';
import {
  createStaffRequest,
  staffListResponse,
  staffResponse,
  updateStaffRequest,
} from '../staff.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

// As declared before the table: 403 is also the handler's own (a duty not theirs).
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const staffRoutes = defineRoutes({
  'GET /api/staff': {
    operationId: 'listStaff',
    tag: 'staff',
    summary: 'Current staff, by last and first name',
    access: 'staff.read',
    responses: { 200: staffListResponse },
  },
  'POST /api/staff': {
    operationId: 'createStaff',
    tag: 'staff',
    summary: 'Add a staff member (off duty until switched on)',
    access: 'staff.manage',
    body: createStaffRequest,
    responses: { 201: staffResponse, ...errors },
  },
  'PUT /api/staff/:id': {
    operationId: 'updateStaff',
    tag: 'staff',
    summary:
      'Switch duty on or off (staff their own, directors anyone’s); change details (directors)',
    access: 'staff.duty',
    params: idParam,
    body: updateStaffRequest,
    responses: { 200: staffResponse, ...errors },
  },
  'DELETE /api/staff/:id': {
    operationId: 'removeStaff',
    tag: 'staff',
    summary: 'Remove a staff member (their history is kept)',
    access: 'staff.manage',
    params: idParam,
    responses: { 204: z.null(), ...errors },
  },
});
