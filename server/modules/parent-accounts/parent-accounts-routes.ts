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
import { writeAudit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { startSession } from '../../plugins/session.ts';
import { findIdentity, findUserByEmail } from '../auth/auth-queries.ts';
import { findUsableInvitation } from '../invitations/invitation-lifecycle-queries.ts';
import { throttleOf } from '../invitations/verify-throttle.ts';
import { listParentAccounts, registerParent } from './parent-accounts-queries.ts';

export async function parentAccountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/parent-accounts', {
    config: { permission: 'parentAccount.read' },
    schema: {
      tags: ['parent accounts'],
      summary: 'Parent accounts for Parent Management',
      response: { 200: parentAccountListResponse },
    },
    handler: async () => listParentAccounts(app.db),
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
      const throttle = throttleOf(app);
      if (throttle.isLimited(request.ip)) throw new HttpError(429, verifyThrottledMessage);
      const body = request.body;
      const at = app.clock.now();
      const found = await findUsableInvitation(app.db, body.invitationCode, at);
      if (!found) {
        throttle.recordMiss(request.ip);
        throw notFound(invalidRegistrationLink);
      }
      const { invitation } = found;
      const existing = await findUserByEmail(app.db, invitation.email);
      if (existing)
        throw new HttpError(
          409,
          existing.role === 'parent' ? existingParentAccountMessage : staffEmailMessage,
        );
      const created = await registerParent(
        app.db,
        invitation,
        { ...body, passwordHash: await hashPassword(body.password) },
        at,
      );
      if (!created) throw notFound(invalidRegistrationLink);
      await writeAudit(app.db, {
        actorUserId: created.userId,
        action: 'parentAccount.register',
        entityType: 'parentAccount',
        entityId: created.parentAccountId,
        details: { invitationId: invitation.id, childId: invitation.childId },
        ipAddress: request.ip,
        at,
      });
      await startSession(app, request, reply, { id: created.userId }, false);
      const identity = await findIdentity(app.db, created.userId);
      return reply.code(201).send({ ...identity!, actions: permittedActions(identity!.role) });
    },
  });
}
