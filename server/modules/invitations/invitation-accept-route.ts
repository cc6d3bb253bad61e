import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { acceptInvitation } from './invitation-actions.ts';

/**
 * An invited e-mail that already has a parent account: after signing in, the parent adds
 * the child here instead of registering twice; only for invitations sent to their e-mail.
 */
export function acceptRoute(app: FastifyInstance): void {
  serve(app, 'POST /api/parent-invitations/accept', async (request) => {
    const principal = principalOf(request);
    return app.db.transaction(async (tx) => {
      const accepted = await acceptInvitation(
        tx,
        principal,
        request.body.invitationCode,
        app.clock.now(),
      );
      await audit(tx, request, accepted.audit);
      return accepted.result;
    });
  });
}
