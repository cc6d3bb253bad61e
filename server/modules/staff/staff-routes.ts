import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import {
  createStaffRequest,
  staffDetailFields,
  staffListResponse,
  staffResponse,
  updateStaffRequest,
} from '../../../contract/staff.ts';
import { may } from '../../access/access.ts';
import { audit } from '../../lib/audit.ts';
import { staffEmailInUseMessage } from '../../lib/db-errors.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
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

const staffNotFound = 'errors.staffNotFound';
const ownDutyOnly = 'errors.onlyOwnDuty';
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const auditStaff = (
    tx: Tx,
    request: FastifyRequest,
    action: string,
    entityId: number,
    details: Record<string, unknown>,
  ) => audit(tx, request, { action, entityType: 'staff', entityId, details });

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
      const created = await app.db.transaction(async (tx) => {
        if (await emailTaken(tx, body.email)) {
          throw new HttpError(409, staffEmailInUseMessage, { email: staffEmailInUseMessage });
        }
        const member = await insertStaff(tx, { ...body, room: body.room ?? null }, app.clock.now());
        await auditStaff(tx, request, 'staff.create', member.id, { ...body });
        return member;
      });
      return reply.code(201).send(created);
    },
  });

  r.put('/api/staff/:id', {
    config: { permission: 'staff.duty' },
    schema: {
      tags: ['staff'],
      summary:
        'Switch duty on or off (staff their own, directors anyone’s); change details (directors)',
      params: idParam,
      body: updateStaffRequest,
      response: { 200: staffResponse, ...errors },
    },
    handler: async (request) => {
      const { id } = request.params;
      const changes = request.body;
      const detailsChanged = staffDetailFields.filter((field) => changes[field] !== undefined);
      const principal = principalOf(request);
      const manages = may(principal, 'staff.manage');
      if (detailsChanged.length > 0 && !manages) {
        throw new HttpError(403, 'errors.onlyDirectorStaffDetails');
      }
      return app.db.transaction(async (tx) => {
        const before = await findCurrentStaff(tx, id);
        if (!before) throw notFound(staffNotFound);
        // Issue 35: staff switch their own duty; directors anyone's.
        if (!manages && (await staffIdOfUser(tx, principal.userId)) !== id) {
          throw new HttpError(403, ownDutyOnly);
        }
        if (changes.email !== undefined && (await emailTaken(tx, changes.email, id))) {
          throw new HttpError(409, staffEmailInUseMessage, { email: staffEmailInUseMessage });
        }
        const updated = await updateStaff(tx, id, changes, app.clock.now());
        if (!updated) throw notFound(staffNotFound);
        const diff = Object.fromEntries(
          Object.entries(changes)
            .filter(([, value]) => value !== undefined)
            .map(([field, value]) => [
              field,
              { from: before[field as keyof typeof before], to: value },
            ]),
        );
        const action = detailsChanged.length > 0 ? 'staff.update' : 'staff.duty';
        await auditStaff(tx, request, action, id, diff);
        return updated;
      });
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
      await app.db.transaction(async (tx) => {
        const member = await findCurrentStaff(tx, id);
        if (!member) throw notFound(staffNotFound);
        if ((await staffIdOfUser(tx, principalOf(request).userId)) === id) {
          throw badRequest('errors.cannotRemoveSelf');
        }
        if (!(await removeStaff(tx, id, member.userId, app.clock.now()))) {
          throw notFound(staffNotFound);
        }
        await auditStaff(tx, request, 'staff.remove', id, {
          name: `${member.firstName} ${member.lastName}`,
          role: member.role,
          signInDisabled: member.userId !== null,
        });
      });
      return reply.code(204).send(null);
    },
  });
}
