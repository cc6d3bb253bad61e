import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/errors.ts';
import {
  acceptInvitationRequest,
  acceptInvitationResponse,
  invalidRegistrationLink,
} from '../../../contract/invitations.ts';
import { audit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import {
  acceptForAccount,
  parentAccountOfUser,
} from '../parent-accounts/parent-accounts-queries.ts';
import { findUsableInvitation } from './invitation-lifecycle-queries.ts';
import { principalOf } from '../../plugins/access.ts';

/**
 * An invited e-mail that already has a parent account: after signing in, the parent adds
 * the child here instead of registering twice; only for invitations sent to their e-mail.
 */
export function acceptRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post('/api/parent-invitations/accept', {
    config: { permission: 'parentInvitation.accept' },
    schema: {
      tags: ['parent invitations'],
      summary: 'A signed-in parent accepts an invitation sent to their e-mail',
      body: acceptInvitationRequest,
      response: {
        200: acceptInvitationResponse,
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const account = await parentAccountOfUser(app.db, principal.userId);
      if (!account) throw new HttpError(403, 'errors.onlyParentAccepts');
      return app.db.transaction(async (tx) => {
        const at = app.clock.now();
        const found = await findUsableInvitation(tx, request.body.invitationCode, at);
        if (!found) throw notFound(invalidRegistrationLink);
        const { invitation, child } = found;
        if (invitation.email.trim().toLowerCase() !== account.email.trim().toLowerCase())
          throw new HttpError(403, 'errors.invitationOtherEmail');
        if (!(await acceptForAccount(tx, invitation, account, at)))
          throw notFound(invalidRegistrationLink);
        await audit(tx, request, {
          action: 'parentInvitation.accept',
          entityType: 'parentInvitation',
          entityId: invitation.id,
          details: { parentAccountId: account.id, childId: invitation.childId },
          at,
        });
        return {
          childId: invitation.childId,
          childName: child ? `${child.firstName} ${child.lastName}` : null,
        };
      });
    },
  });
}
