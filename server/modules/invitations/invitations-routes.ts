import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { inviteParent } from './invitation-actions.ts';
import { invitationCreated } from './invitation-answers.ts';
import { invitationLifecycleRoutes } from './invitation-lifecycle-routes.ts';
import { mailInvitation } from './invitation-mail.ts';

export async function invitationsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'POST /api/parent-invitations', async (request, reply) => {
    const principal = principalOf(request);
    // The invitation, the child's contact details it fills, the audit row and the e-mail
    // job commit together.
    const invitation = await app.db.transaction(async (tx) => {
      const invited = await inviteParent(
        tx,
        principal,
        // 32 random bytes (256 bits), base64url: unguessable and safe in a URL.
        { ...request.body, invitationCode: app.tokens.token() },
        app.clock.now(),
      );
      await audit(tx, request, invited.audit);
      await mailInvitation(app, tx, invited.result);
      return invited.result;
    });
    return reply.code(201).send(invitationCreated(app.config, invitation));
  });

  await invitationLifecycleRoutes(app);
}
