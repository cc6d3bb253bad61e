import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { reviewedSession } from '../cameras/camera-sessions-actions.ts';
import { invitationCreated } from '../invitations/invitation-answers.ts';
import { mailInvitation } from '../invitations/invitation-mail.ts';
import { inviteGuardian, linkToFamily } from './guardians-actions.ts';
import { openViewingsOf, previewRemoval, removeGuardian } from './guardian-removal.ts';
import {
  childNotFound,
  findChild,
  guardiansOf,
  openInvitationsOf,
  toGuardian,
} from './guardians-queries.ts';

/** A child's guardians after enrolment: who they are, further ones, custody (decision 062). */
export async function guardiansRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/children/:id/guardians', async (request) => {
    const child = await findChild(app.db, request.params.id);
    if (!child) throw notFound(childNotFound);
    return {
      guardians: (await guardiansOf(app.db, child.id)).map(toGuardian),
      enrolmentContact: {
        parentName: child.parentName,
        parentPhone: child.parentPhone,
        parentEmail: child.parentEmail,
        relationship: child.relationship,
        emergencyContact: child.emergencyContact,
      },
      invitations: await openInvitationsOf(app.db, child.id, app.clock.now()),
    };
  });

  serve(app, 'POST /api/children/:id/guardians/invitations', async (request, reply) => {
    const principal = principalOf(request);
    // The invitation, its audit row and its e-mail commit together.
    const invitation = await app.db.transaction(async (tx) => {
      const invited = await inviteGuardian(
        tx,
        principal,
        { ...request.body, childId: request.params.id, invitationCode: app.tokens.token() },
        app.clock.now(),
      );
      for (const entry of invited.audits) await audit(tx, request, entry);
      for (const sent of invited.invitations) await mailInvitation(app, tx, sent);
      return invited.invitations[0]!;
    });
    return reply.code(201).send(invitationCreated(app.config, invitation));
  });

  serve(app, 'POST /api/children/:id/guardians/family', async (request, reply) => {
    const principal = principalOf(request);
    const invited = await app.db.transaction(async (tx) => {
      const linked = await linkToFamily(
        tx,
        principal,
        {
          childId: request.params.id,
          siblingId: request.body.siblingId,
          newCode: () => app.tokens.token(),
        },
        app.clock.now(),
      );
      for (const entry of linked.audits) await audit(tx, request, entry);
      for (const sent of linked.invitations) await mailInvitation(app, tx, sent);
      return linked.invitations.length;
    });
    return reply.code(201).send({ invited });
  });

  serve(app, 'GET /api/children/:id/guardians/:parentAccountId/removal', (request) =>
    previewRemoval(app.db, request.params.id, request.params.parentAccountId),
  );

  serve(app, 'POST /api/children/:id/guardians/:parentAccountId/remove', async (request) => {
    const actor = actorOf(request);
    const removed = await app.db.transaction((tx) =>
      removeGuardian(
        tx,
        actor,
        { ...request.params, childId: request.params.id, ...request.body },
        app.clock.now(),
      ),
    );
    // A camera the guardian was watching for that child ends now, not at the relay's next
    // look (5 s): each open viewing is asked again whether it may go on.
    for (const id of await openViewingsOf(app.db, removed.userId))
      await reviewedSession(app.db, app, { id, userId: removed.userId });
    return {
      childId: removed.childId,
      parentAccountId: removed.parentAccountId,
      payer: removed.payer,
    };
  });
}
