import type { FastifyInstance } from 'fastify';
import { invalidRegistrationLink, verifyThrottledMessage } from '../../../contract/invitations.ts';
import { audit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { acceptRoute } from './invitation-accept-route.ts';
import { renewInvitationCode } from './invitation-actions.ts';
import { invitationCreated, invitationListed } from './invitation-answers.ts';
import {
  countUsableInvitations,
  findInvitation,
  findUsableInvitation,
  listInvitations,
  revokeInvitation,
} from './invitation-lifecycle-queries.ts';
import { mailInvitation } from './invitation-mail.ts';
import { beginCodeCheck } from './verify-throttle.ts';

const onlyPendingRevoked = 'errors.invitationNotRevocable';

export async function invitationLifecycleRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/parent-invitations', async (request, reply) => {
    const now = app.clock.now();
    const page = await listInvitations(app.db, request.query);
    return sendPage(reply, {
      items: page.rows.map((row) => invitationListed(app.config, row, now)),
      nextCursor: page.nextCursor,
    });
  });

  serve(app, 'GET /api/parent-invitations/summary', async () => ({
    pending: await countUsableInvitations(app.db, app.clock.now()),
  }));

  serve(app, 'POST /api/parent-invitations/:id/revoke', async (request, reply) => {
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
  });

  serve(app, 'POST /api/parent-invitations/:id/resend', async (request, reply) => {
    const principal = principalOf(request);
    const fresh = await app.db.transaction(async (tx) => {
      const renewed = await renewInvitationCode(
        tx,
        principal,
        request.params.id,
        app.tokens.token(),
        app.clock.now(),
      );
      await audit(tx, request, renewed.audit);
      await mailInvitation(app, tx, renewed.result);
      return renewed.result;
    });
    return reply.code(201).send(invitationCreated(app.config, fresh));
  });

  serve(app, 'GET /api/parent-invitations/verify/:code', async (request) => {
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
  });

  acceptRoute(app);
}
