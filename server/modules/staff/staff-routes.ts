import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { isPermitted } from '../../../contract/permissions.ts';
import {
  createStaffRequest,
  staffDetailFields,
  staffListResponse,
  staffResponse,
  updateStaffRequest,
} from '../../../contract/staff.ts';
import { writeAudit } from '../../lib/audit.ts';
import { badRequest, HttpError, notFound } from '../../plugins/errors.ts';
import {
  emailTaken,
  findCurrentStaff,
  insertStaff,
  listStaff,
  removeStaff,
  staffIdOfUser,
  updateStaff,
} from './staff-queries.ts';
import { principalOf } from '../../plugins/access.ts';

const staffNotFound = 'Staff member not found';
const emailInUse = 'Another staff member already uses this email address';
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const audit = (
    request: FastifyRequest,
    action: string,
    entityId: number,
    details: Record<string, unknown>,
  ) =>
    writeAudit(app.db, {
      actorUserId: principalOf(request).userId,
      action,
      entityType: 'staff',
      entityId,
      details,
      ipAddress: request.ip,
      at: app.clock.now(),
    });

  r.get('/api/staff', {
    config: { permission: 'staff.read' },
    schema: {
      tags: ['staff'],
      summary: 'Current staff, by last and first name',
      response: { 200: staffListResponse },
    },
    handler: async () => listStaff(app.db),
  });

  r.post('/api/staff', {
    config: { permission: 'staff.manage' },
    schema: {
      tags: ['staff'],
      summary: 'Add a staff member (off duty until switched on)',
      body: createStaffRequest,
      response: { 201: staffResponse, ...errors },
    },
    handler: async (request, reply) => {
      const body = request.body;
      if (await emailTaken(app.db, body.email)) {
        throw new HttpError(409, emailInUse, { email: emailInUse });
      }
      const created = await insertStaff(
        app.db,
        { ...body, room: body.room ?? null },
        app.clock.now(),
      );
      await audit(request, 'staff.create', created.id, { ...body });
      return reply.code(201).send(created);
    },
  });

  r.put('/api/staff/:id', {
    config: { permission: 'staff.duty' },
    schema: {
      tags: ['staff'],
      summary: 'Switch duty on or off (all staff); change details (directors)',
      params: idParam,
      body: updateStaffRequest,
      response: { 200: staffResponse, ...errors },
    },
    handler: async (request) => {
      const { id } = request.params;
      const changes = request.body;
      const detailsChanged = staffDetailFields.filter((field) => changes[field] !== undefined);
      if (detailsChanged.length > 0 && !isPermitted(principalOf(request).role, 'staff.manage')) {
        throw new HttpError(403, 'Only a director can change staff details');
      }
      const before = await findCurrentStaff(app.db, id);
      if (!before) throw notFound(staffNotFound);
      if (changes.email !== undefined && (await emailTaken(app.db, changes.email, id))) {
        throw new HttpError(409, emailInUse, { email: emailInUse });
      }
      const updated = await updateStaff(app.db, id, changes);
      if (!updated) throw notFound(staffNotFound);
      const diff = Object.fromEntries(
        Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([field, value]) => [
            field,
            { from: before[field as keyof typeof before], to: value },
          ]),
      );
      await audit(request, detailsChanged.length > 0 ? 'staff.update' : 'staff.duty', id, diff);
      return updated;
    },
  });

  r.delete('/api/staff/:id', {
    config: { permission: 'staff.manage' },
    schema: {
      tags: ['staff'],
      summary: 'Remove a staff member (their history is kept)',
      params: idParam,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const member = await findCurrentStaff(app.db, id);
      if (!member) throw notFound(staffNotFound);
      if ((await staffIdOfUser(app.db, principalOf(request).userId)) === id) {
        throw badRequest('You cannot remove your own staff record');
      }
      if (!(await removeStaff(app.db, id, member.userId, app.clock.now()))) {
        throw notFound(staffNotFound);
      }
      await audit(request, 'staff.remove', id, {
        name: `${member.firstName} ${member.lastName}`,
        role: member.role,
        signInDisabled: member.userId !== null,
      });
      return reply.code(204).send(null);
    },
  });
}
