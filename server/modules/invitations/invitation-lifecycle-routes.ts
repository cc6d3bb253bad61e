import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import {
  createInvitationResponse,
  invalidRegistrationLink,
  invitationCodeParam,
  invitationListResponse,
  verifyInvitationResponse,
  verifyThrottledMessage,
} from '../../../contract/invitations.ts';
import { writeAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { invitationExpiryDays, insertInvitation, staffIdOfUser } from './invitations-queries.ts';
import {
  findInvitation,
  findUsableInvitation,
  listInvitations,
  revokeInvitation,
} from './invitation-lifecycle-queries.ts';
import { invitationLinkFor, mailInvitation } from './invitation-mail.ts';
import { throttleOf } from './verify-throttle.ts';
import { acceptRoute } from './invitation-accept-route.ts';
import { principalOf } from '../../plugins/access.ts';

const dayMs = 24 * 60 * 60 * 1000;

export async function invitationLifecycleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/parent-invitations', {
    config: { permission: 'parentInvitation.manage' },
    schema: {
      tags: ['parent invitations'],
      summary: 'All invitations, newest first, with their effective status',
      response: { 200: invitationListResponse },
    },
    handler: async (request) => {
      const now = app.clock.now();
      const rows = await listInvitations(app.db);
      return rows.map(({ invitation: i, childName }) => {
        // Expiry is computed on read: a pending invitation past its date is expired.
        const status = i.status === 'pending' && i.expiresAt <= now ? 'expired' : i.status;
        return {
          id: i.id,
          childId: i.childId,
          childName,
          email: i.email,
          phoneNumber: i.phoneNumber,
          status,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
          acceptedAt: i.acceptedAt?.toISOString() ?? null,
          invitationLink:
            status === 'pending' ? invitationLinkFor(request, i.invitationCode) : null,
        };
      });
    },
  });

  r.post('/api/parent-invitations/:id/revoke', {
    config: { permission: 'parentInvitation.manage' },
    schema: {
      tags: ['parent invitations'],
      summary: 'Revoke a pending invitation: its link stops working',
      params: idParam,
      response: { 204: z.null().describe('Revoked'), 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const at = app.clock.now();
      if (!(await findInvitation(app.db, id))) throw notFound('Invitation not found');
      if (!(await revokeInvitation(app.db, id, at)))
        throw new HttpError(409, 'Only pending invitations can be revoked.');
      await writeAudit(app.db, {
        actorUserId: principalOf(request).userId,
        action: 'parentInvitation.revoke',
        entityType: 'parentInvitation',
        entityId: id,
        details: {},
        ipAddress: request.ip,
        at,
      });
      return reply.code(204).send(null);
    },
  });

  r.post('/api/parent-invitations/:id/resend', {
    config: { permission: 'parentInvitation.manage' },
    schema: {
      tags: ['parent invitations'],
      summary: 'Re-send: the old invitation is revoked and a new one (new code) is mailed',
      params: idParam,
      response: { 201: createInvitationResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const old = await findInvitation(app.db, id);
      if (!old) throw notFound('Invitation not found');
      if (old.status === 'accepted')
        throw new HttpError(409, 'This invitation has already been accepted.');
      const at = app.clock.now();
      const userId = principalOf(request).userId;
      const days = await invitationExpiryDays(app.db);
      // Read before the transaction: PGlite has one connection, a query outside tx would wait.
      const invitedByStaffId = await staffIdOfUser(app.db, userId);
      const fresh = await app.db.transaction(async (tx) => {
        await revokeInvitation(tx, id, at);
        return insertInvitation(tx, {
          childId: old.childId,
          email: old.email,
          phoneNumber: old.phoneNumber,
          invitationCode: app.tokens.token(),
          invitedByUserId: userId,
          invitedByStaffId,
          status: 'pending',
          expiresAt: new Date(at.getTime() + days * dayMs),
          createdAt: at,
        });
      });
      await writeAudit(app.db, {
        actorUserId: userId,
        action: 'parentInvitation.resend',
        entityType: 'parentInvitation',
        entityId: fresh.id,
        details: { replaces: id },
        ipAddress: request.ip,
        at,
      });
      const link = invitationLinkFor(request, fresh.invitationCode);
      const usable = await findUsableInvitation(app.db, fresh.invitationCode, at);
      const child = usable?.child;
      await mailInvitation(app, fresh, link, child ? `${child.firstName} ${child.lastName}` : null);
      return reply.code(201).send({
        id: fresh.id,
        childId: fresh.childId,
        email: fresh.email,
        phoneNumber: fresh.phoneNumber,
        invitationCode: fresh.invitationCode,
        invitationLink: link,
        status: fresh.status,
        expiresAt: fresh.expiresAt.toISOString(),
        createdAt: fresh.createdAt.toISOString(),
      });
    },
  });

  r.get('/api/parent-invitations/verify/:code', {
    // Public: the parent has no account yet; the code itself is the credential.
    config: { public: true },
    schema: {
      tags: ['parent invitations'],
      summary: 'Check a registration code (same 404 for unknown, used, expired, revoked)',
      params: invitationCodeParam,
      response: { 200: verifyInvitationResponse, 404: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const throttle = throttleOf(app);
      if (throttle.isLimited(request.ip)) throw new HttpError(429, verifyThrottledMessage);
      const found = await findUsableInvitation(app.db, request.params.code, app.clock.now());
      if (!found) {
        throttle.recordMiss(request.ip);
        throw notFound(invalidRegistrationLink);
      }
      const { invitation, child } = found;
      return {
        email: invitation.email,
        phoneNumber: invitation.phoneNumber,
        child: child
          ? { firstName: child.firstName, lastName: child.lastName, room: child.room }
          : null,
      };
    },
  });

  acceptRoute(app);
}
