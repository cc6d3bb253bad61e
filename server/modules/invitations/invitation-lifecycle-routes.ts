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
import { childNameOf, renewInvitation } from './invitations-queries.ts';
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
const resentMeanwhile = 'errors.invitationResentMeanwhile';
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
      summary: 'Re-send: the same invitation gets a new code and a new expiry, and is mailed',
      description:
        'The invitation is renewed in place (issue 35): no second row; it is pending again ' +
        'and the old code stops working. A pending, expired or revoked invitation can be ' +
        're-sent; an accepted one answers 409, and so does the loser of two re-sends at once.',
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
        // Guarded by the code it had: of two re-sends at once one renews, the other is
        // refused, so no e-mail goes out with a code that no longer works.
        const renewed = await renewInvitation(tx, old, {
          invitationCode: app.tokens.token(),
          invitedByUserId: principalOf(request).userId,
          at,
        });
        if (!renewed) throw new HttpError(409, resentMeanwhile);
        await audit(tx, request, {
          action: 'parentInvitation.resend',
          entityType: 'parentInvitation',
          entityId: id,
          details: { expiresAt: renewed.expiresAt.toISOString() },
          at,
        });
        const childName = await childNameOf(tx, renewed.childId);
        await queueInvitationMail(app, tx, renewed, childName, await centreTimeZone(tx));
        return renewed;
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
