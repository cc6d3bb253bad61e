import type { FastifyInstance } from 'fastify';
import { invalidRegistrationLink } from '../../../contract/invitations.ts';
import { permittedActions } from '../../../contract/permissions.ts';
import { may } from '../../access/access.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { createSession, setSessionCookie } from '../../plugins/session.ts';
import { findIdentity } from '../auth/auth-queries.ts';
import { twoStepSetupFlag } from '../auth/auth-actions.ts';
import { admitRegistration, registerFromInvitation } from './parent-accounts-actions.ts';
import { listParentAccounts } from './parent-accounts-queries.ts';
import { setParentActive, updateParentAccount } from './parent-account-changes.ts';

export async function parentAccountsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/parent-accounts', async (request) => {
    const now = await centreNow(app.db, app.clock);
    const withBilling = may(principalOf(request), 'billing.read');
    return listParentAccounts(app.db, now.today, now.timeZone, withBilling);
  });

  serve(app, 'POST /api/parent-accounts/register', async (request, reply) => {
    const body = request.body;
    const passwordHash = await admitRegistration(app.db, request.ip, body, app.clock);
    // The user, the parent account, the guardian link, the accepted invitation, the audit
    // row and the session commit together.
    const created = await app.db.transaction(async (tx) => {
      const registered = await registerFromInvitation(
        tx,
        { ...body, passwordHash },
        app.clock.now(),
      );
      if (!registered) return null;
      await audit(tx, request, registered.audit);
      const token = await createSession(app, tx, request, { id: registered.userId }, false);
      return { userId: registered.userId, token };
    });
    if (!created) throw notFound(invalidRegistrationLink);
    setSessionCookie(request, reply, created.token, false);
    const identity = await findIdentity(app.db, created.userId);
    // Held to setting up two-step sign-in when the centre requires it of everyone (069).
    const flag = await twoStepSetupFlag(app.db, created.token);
    return reply
      .code(201)
      .send({ ...identity!, actions: permittedActions(identity!.role), ...flag });
  });

  serve(app, 'PUT /api/parent-accounts/:id', (request) =>
    app.db.transaction((tx) =>
      updateParentAccount(tx, actorOf(request), request.params.id, request.body, app.clock.now()),
    ),
  );

  serve(app, 'POST /api/parent-accounts/:id/deactivate', (request) =>
    app.db.transaction((tx) =>
      setParentActive(tx, actorOf(request), request.params.id, false, app.clock.now()),
    ),
  );

  serve(app, 'POST /api/parent-accounts/:id/reactivate', (request) =>
    app.db.transaction((tx) =>
      setParentActive(tx, actorOf(request), request.params.id, true, app.clock.now()),
    ),
  );
}
