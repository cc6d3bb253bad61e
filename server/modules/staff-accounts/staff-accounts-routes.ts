import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { createSession, setSessionCookie } from '../../plugins/session.ts';
import { permittedActions } from '../../../contract/permissions.ts';
import { findIdentity } from '../auth/auth-queries.ts';
import { twoStepSetupFlag } from '../auth/auth-actions.ts';
import {
  acceptStaffInvitation,
  admitAcceptance,
  inviteStaff,
  revokeStaffInvitation,
  setStaffActive,
  setStaffRole,
  usableStaffInvitation,
} from './staff-accounts-actions.ts';
import { listStaffLogins } from './staff-accounts-queries.ts';

export async function staffAccountsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/staff/logins', () => listStaffLogins(app.db, app.clock.now()));

  serve(app, 'POST /api/staff/:id/invitation', async (request, reply) => {
    const principal = principalOf(request);
    const sent = await app.db.transaction(async (tx) => {
      const invited = await inviteStaff(
        app,
        tx,
        principal,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      await audit(tx, request, invited.audit);
      return invited.result;
    });
    return reply.code(201).send(sent);
  });

  serve(app, 'DELETE /api/staff/:id/invitation', async (request, reply) => {
    await app.db.transaction(async (tx) => {
      await audit(tx, request, await revokeStaffInvitation(tx, request.params.id, app.clock.now()));
    });
    return reply.code(204).send(null);
  });

  serve(app, 'POST /api/staff/:id/deactivate', (request) =>
    app.db.transaction(async (tx) => {
      const changed = await setStaffActive(tx, request.params.id, false, app.clock.now());
      await audit(tx, request, changed.audit);
      return changed.result;
    }),
  );

  serve(app, 'POST /api/staff/:id/reactivate', (request) =>
    app.db.transaction(async (tx) => {
      const changed = await setStaffActive(tx, request.params.id, true, app.clock.now());
      await audit(tx, request, changed.audit);
      return changed.result;
    }),
  );

  serve(app, 'PUT /api/staff/:id/login-role', (request) =>
    app.db.transaction(async (tx) => {
      const changed = await setStaffRole(tx, request.params.id, request.body.role, app.clock.now());
      await audit(tx, request, changed.audit);
      return changed.result;
    }),
  );

  serve(app, 'GET /api/staff-invitations/:token', async (request) => {
    const found = await usableStaffInvitation(
      app.db,
      request.ip,
      request.params.token,
      app.clock.now(),
    );
    return {
      email: found.invitation.email,
      firstName: found.firstName,
      lastName: found.lastName,
      role: found.invitation.role,
    };
  });

  // The person lands signed in on the staff dashboard: the session is made with the account.
  serve(app, 'POST /api/staff-invitations/accept', async (request, reply) => {
    const admitted = await admitAcceptance(app.db, request.ip, request.body, app.clock.now());
    const { userId, token } = await app.db.transaction(async (tx) => {
      const accepted = await acceptStaffInvitation(tx, admitted, app.clock.now());
      await audit(tx, request, accepted.audit);
      const user = { id: accepted.result.userId };
      return { userId: user.id, token: await createSession(app, tx, request, user, false) };
    });
    setSessionCookie(request, reply, token, false);
    const identity = await findIdentity(app.db, userId);
    // Held to setting up two-step sign-in when the centre requires it of them (069).
    const flag = await twoStepSetupFlag(app.db, token);
    return reply
      .code(201)
      .send({ ...identity!, actions: permittedActions(identity!.role), ...flag });
  });
}
