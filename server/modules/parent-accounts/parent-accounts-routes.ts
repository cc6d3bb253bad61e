import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meResponse } from '../../../contract/auth.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { invalidRegistrationLink, verifyThrottledMessage } from '../../../contract/invitations.ts';
import {
  existingParentAccountMessage,
  parentAccountListResponse,
  registerParentRequest,
  staffEmailMessage,
} from '../../../contract/parent-accounts.ts';
import { permittedActions } from '../../../contract/permissions.ts';
import { may, portalOf } from '../../access/access.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { createSession, setSessionCookie } from '../../plugins/session.ts';
import { findIdentity, findUserByEmail } from '../auth/auth-queries.ts';
import { findUsableInvitation } from '../invitations/invitation-lifecycle-queries.ts';
import { beginCodeCheck } from '../invitations/verify-throttle.ts';
import { listParentAccounts, registerParent } from './parent-accounts-queries.ts';

export async function parentAccountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/parent-accounts', {
    config: { permission: 'parentAccount.read' },
    schema: {
      tags: ['parent accounts'],
      summary: 'Parent accounts for Parent Management',
      description:
        'With the billing permission (directors) each row carries the subscription, amount, ' +
        'payment status and next billing date; for the rest of the staff they are absent.',
      response: { 200: parentAccountListResponse },
    },
    handler: async (request) => {
      const now = await centreNow(app.db, app.clock);
      const withBilling = may(principalOf(request), 'billing.read');
      return listParentAccounts(app.db, now.today, now.timeZone, withBilling);
    },
  });

  r.post('/api/parent-accounts/register', {
    // Public: the invitation code is the credential.
    config: { public: true },
    schema: {
      tags: ['parent accounts'],
      summary: 'Register from an invitation; signs the new parent in',
      body: registerParentRequest,
      response: {
        201: meResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
        429: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const attempt = await beginCodeCheck(app.db, request.ip, app.clock.now());
      if (!attempt.allowed) throw new HttpError(429, verifyThrottledMessage);
      // Only a usable code earns a password hash (~100 ms of CPU), done before the
      // transaction so it holds no locks meanwhile; the transaction checks the code again.
      if (!(await findUsableInvitation(app.db, body.invitationCode, app.clock.now())))
        throw notFound(invalidRegistrationLink);
      await attempt.succeeded();
      const passwordHash = await hashPassword(body.password);
      // The user, the parent account, the guardian link, the accepted invitation, the audit
      // row and the session commit together; a concurrent registration with the same code
      // is refused by the invitation's status guard or by the unique e-mail (409).
      const created = await app.db.transaction(async (tx) => {
        const at = app.clock.now();
        const found = await findUsableInvitation(tx, body.invitationCode, at);
        if (!found) return null;
        const { invitation } = found;
        const existing = await findUserByEmail(tx, invitation.email);
        if (existing)
          throw new HttpError(
            409,
            portalOf(existing) === 'parent' ? existingParentAccountMessage : staffEmailMessage,
          );
        const ids = await registerParent(tx, invitation, { ...body, passwordHash }, at);
        if (!ids) throw notFound(invalidRegistrationLink);
        await audit(tx, request, {
          actorUserId: ids.userId,
          action: 'parentAccount.register',
          entityType: 'parentAccount',
          entityId: ids.parentAccountId,
          details: { invitationId: invitation.id, childId: invitation.childId },
          at,
        });
        const token = await createSession(app, tx, request, { id: ids.userId }, false);
        return { ...ids, token };
      });
      if (!created) throw notFound(invalidRegistrationLink);
      setSessionCookie(request, reply, created.token, false);
      const identity = await findIdentity(app.db, created.userId);
      return reply.code(201).send({ ...identity!, actions: permittedActions(identity!.role) });
    },
  });
}
