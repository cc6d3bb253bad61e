import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, nextCursorHeader } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import {
  createInvitationResponse,
  invalidRegistrationLink,
  invitationCodeParam,
  invitationListQuery,
  invitationListResponse,
  invitationSummaryResponse,
  verifyInvitationResponse,
  verifyThrottledMessage,
} from '../../../contract/invitations.ts';
import { audit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { childNameOf, newInvitation } from './invitations-queries.ts';
import { invitationCreated } from './invitations-routes.ts';
import {
  countUsableInvitations,
  findInvitation,
  findUsableInvitation,
  listInvitations,
  revokeInvitation,
} from './invitation-lifecycle-queries.ts';
import { invitationLinkFor, queueInvitationMail } from './invitation-mail.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { beginCodeCheck } from './verify-throttle.ts';
import { acceptRoute } from './invitation-accept-route.ts';
import { principalOf } from '../../plugins/access.ts';

const onlyPendingRevoked = 'errors.invitationNotRevocable';
const onlyPendingResent = 'errors.invitationNotResendable';
const alreadyAccepted = 'errors.invitationAlreadyAccepted';

export async function invitationLifecycleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/parent-invitations', {
    config: { permission: 'parentInvitation.manage' },
    schema: {
      tags: ['parent invitations'],
      summary: 'Invitations, newest first, with their effective status (paged)',
      querystring: invitationListQuery,
      response: { 200: invitationListResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      const now = app.clock.now();
      const page = await listInvitations(app.db, request.query);
      if (page.nextCursor) reply.header(nextCursorHeader, page.nextCursor);
      return page.rows.map(({ invitation: i, childName }) => {
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
            status === 'pending' ? invitationLinkFor(app.config, i.invitationCode) : null,
        };
      });
    },
  });

  r.get('/api/parent-invitations/summary', {
    config: { permission: 'parentInvitation.manage' },
    schema: {
      tags: ['parent invitations'],
      summary: 'How many invitations are pending (their links still work)',
      response: { 200: invitationSummaryResponse },
    },
    handler: async () => ({ pending: await countUsableInvitations(app.db, app.clock.now()) }),
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
      await app.db.transaction(async (tx) => {
        if (!(await findInvitation(tx, id))) throw notFound('errors.invitationNotFound');
        if (!(await revokeInvitation(tx, id, app.clock.now())))
          throw new HttpError(409, onlyPendingRevoked);
        await audit(tx, request, {
          action: 'parentInvitation.revoke',
          entityType: 'parentInvitation',
          entityId: id,
        });
      });
      return reply.code(204).send(null);
    },
  });

  r.post('/api/parent-invitations/:id/resend', {
    config: { permission: 'parentInvitation.manage' },
    schema: {
      tags: ['parent invitations'],
      summary: 'Re-send: the old invitation is revoked and a new one (new code) is mailed',
      description:
        'Only a pending (or expired) invitation can be re-sent, once: an accepted or revoked ' +
        'one answers 409, so a chain of re-sends never holds two live codes.',
      params: idParam,
      response: { 201: createInvitationResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const fresh = await app.db.transaction(async (tx) => {
        const old = await findInvitation(tx, id);
        if (!old) throw notFound('errors.invitationNotFound');
        if (old.status === 'accepted') throw new HttpError(409, alreadyAccepted);
        const at = app.clock.now();
        // The status guard and, behind it, the unique replaces_invitation_id decide a race
        // of two re-sends: one revokes and replaces, the other is refused.
        if (!(await revokeInvitation(tx, id, at))) throw new HttpError(409, onlyPendingResent);
        const created = await newInvitation(tx, {
          childId: old.childId,
          email: old.email,
          phoneNumber: old.phoneNumber,
          invitationCode: app.tokens.token(),
          invitedByUserId: principalOf(request).userId,
          replacesInvitationId: id,
          language: old.language,
          at,
        });
        await audit(tx, request, {
          action: 'parentInvitation.resend',
          entityType: 'parentInvitation',
          entityId: created.id,
          details: { replaces: id },
          at,
        });
        const childName = await childNameOf(tx, created.childId);
        await queueInvitationMail(app, tx, created, childName, await centreTimeZone(tx));
        return created;
      });
      return reply.code(201).send(invitationCreated(app, fresh));
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
      const now = app.clock.now();
      const attempt = await beginCodeCheck(app.db, request.ip, now);
      if (!attempt.allowed) throw new HttpError(429, verifyThrottledMessage);
      const found = await findUsableInvitation(app.db, request.params.code, now);
      if (!found) throw notFound(invalidRegistrationLink);
      await attempt.succeeded();
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
