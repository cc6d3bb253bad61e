import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginDeactivatedMessage, noLoginMessage } from '../../../contract/password-reset.ts';
import { audit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { findIdentity } from '../auth/auth-queries.ts';
import { findCurrentStaff } from '../staff/staff-queries.ts';
import { resetTwoStepOf } from '../two-step/two-step-actions.ts';
import { sendResetLink } from './password-reset-actions.ts';
import { queueTwoStepResetMail } from './password-reset-mail.ts';
import { accountForReset, userOfParentAccount } from './password-reset-queries.ts';

/**
 * Directors help someone who forgot their password by sending them the same link they would
 * ask for themselves, signed with the director's name. Nobody sees or sets the password.
 * And someone who lost their phone: the director turns their two-step sign-in off.
 */
export function directorResetRoutes(app: FastifyInstance): void {
  async function send(request: FastifyRequest, reply: FastifyReply, userId: number | null) {
    const account = userId === null ? null : await accountForReset(app.db, userId);
    if (!account) throw new HttpError(409, noLoginMessage);
    if (!account.isActive) throw new HttpError(409, loginDeactivatedMessage);
    const director = await findIdentity(app.db, principalOf(request).userId);
    await app.db.transaction(async (tx) => {
      const sentBy = { userId: principalOf(request).userId, name: director!.displayName };
      const entry = await sendResetLink(app, tx, { userId: account.id, sentBy }, app.clock.now());
      await audit(tx, request, entry);
    });
    return reply.code(202).send({ email: account.email });
  }

  serve(app, 'POST /api/staff/:id/password-reset', async (request, reply) => {
    const member = await findCurrentStaff(app.db, request.params.id);
    if (!member) throw notFound('errors.staffNotFound');
    return send(request, reply, member.userId);
  });

  serve(app, 'POST /api/parent-accounts/:id/password-reset', async (request, reply) => {
    const userId = await userOfParentAccount(app.db, request.params.id);
    if (userId === undefined) throw notFound('errors.parentAccountNotFound');
    return send(request, reply, userId);
  });

  async function resetTwoStep(request: FastifyRequest, reply: FastifyReply, userId: number | null) {
    const account = userId === null ? null : await accountForReset(app.db, userId);
    if (!account) throw new HttpError(409, noLoginMessage);
    const actor = actorOf(request);
    const director = await findIdentity(app.db, actor.userId);
    await app.db.transaction(async (tx) => {
      await resetTwoStepOf(tx, actor, account.id, app.clock.now());
      await queueTwoStepResetMail(app, tx, account, director!.displayName);
    });
    return reply.code(204).send(null);
  }

  serve(app, 'DELETE /api/staff/:id/two-step', async (request, reply) => {
    const member = await findCurrentStaff(app.db, request.params.id);
    if (!member) throw notFound('errors.staffNotFound');
    return resetTwoStep(request, reply, member.userId);
  });

  serve(app, 'DELETE /api/parent-accounts/:id/two-step', async (request, reply) => {
    const userId = await userOfParentAccount(app.db, request.params.id);
    if (userId === undefined) throw notFound('errors.parentAccountNotFound');
    return resetTwoStep(request, reply, userId);
  });
}
