import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { staffEmailInUseMessage } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { inviteStaff } from '../staff-accounts/staff-accounts-actions.ts';
import { changeStaff, removeStaffMember, requirePlacement } from './staff-actions.ts';
import { emailTaken, insertStaff, listStaff } from './staff-queries.ts';

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/staff', () => listStaff(app.db));

  serve(app, 'POST /api/staff', async (request, reply) => {
    const { invitation, ...body } = request.body;
    const created = await app.db.transaction(async (tx) => {
      if (body.room) await requirePlacement(tx, body.room);
      if (await emailTaken(tx, body.email)) {
        throw new HttpError(409, staffEmailInUseMessage, { email: staffEmailInUseMessage });
      }
      const member = await insertStaff(tx, { ...body, room: body.room ?? null }, app.clock.now());
      await audit(tx, request, {
        action: 'staff.create',
        entityType: 'staff',
        entityId: member.id,
        details: { ...body },
      });
      // "Invite to the portal": the invitation and its e-mail commit with the record.
      if (invitation) {
        const invited = await inviteStaff(
          app,
          tx,
          principalOf(request),
          member.id,
          invitation,
          app.clock.now(),
        );
        await audit(tx, request, invited.audit);
      }
      return member;
    });
    return reply.code(201).send(created);
  });

  serve(app, 'PUT /api/staff/:id', async (request) => {
    const principal = principalOf(request);
    return app.db.transaction(async (tx) => {
      const changed = await changeStaff(
        tx,
        principal,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      await audit(tx, request, changed.audit);
      return changed.staff;
    });
  });

  serve(app, 'DELETE /api/staff/:id', async (request, reply) => {
    const principal = principalOf(request);
    await app.db.transaction(async (tx) => {
      const removed = await removeStaffMember(tx, principal, request.params.id, app.clock.now());
      await audit(tx, request, removed);
    });
    return reply.code(204).send(null);
  });
}
