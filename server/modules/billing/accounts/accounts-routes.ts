import type { FastifyInstance } from 'fastify';
import { audit } from '../../../lib/audit.ts';
import { centreNow } from '../../../lib/centre-time.ts';
import { sendIdempotent } from '../../../lib/idempotency.ts';
import { sendPage } from '../../../lib/paging.ts';
import { serve } from '../../../lib/serve.ts';
import { principalOf } from '../../../plugins/access.ts';
import { addThirdParty, setDiscount, setShares, updateThirdParty } from './account-settings.ts';
import { accountNow, putAccountOnPlan } from './accounts-actions.ts';
import { listAccounts } from './accounts-queries.ts';
import { toPayerSummary, visiblePayer } from '../payers/payer-queries.ts';

/**
 * The directors' Billing area (decision 034): families' accounts with balance and state
 * (filtered by state), one account with its plan schedule, and its settings: the plan (from
 * the next period), the guardians' shares, third parties, children's discounts.
 */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/billing/accounts', async (request, reply) => {
    const now = await centreNow(app.db, app.clock);
    const page = await listAccounts(
      app.db,
      principalOf(request),
      request.query,
      now.today,
      now.timeZone,
    );
    return sendPage(reply, page);
  });

  serve(app, 'GET /api/billing/accounts/:id', (request) =>
    app.db.transaction((tx) => accountNow(tx, principalOf(request), request.params.id, app.clock)),
  );

  serve(app, 'PUT /api/billing/accounts/:id/plan', (request) => {
    const principal = principalOf(request);
    const { id } = request.params;
    const { planId } = request.body;
    return app.db.transaction(async (tx) => {
      await accountNow(tx, principal, id, app.clock);
      const now = await centreNow(tx, app.clock);
      const from = await putAccountOnPlan(tx, principal, { accountId: id, planId }, now);
      await audit(tx, request, {
        action: 'billing.account.plan',
        entityType: 'billing_account',
        entityId: id,
        details: { planId, from },
        at: now.at,
      });
      return accountNow(tx, principal, id, app.clock);
    });
  });

  serve(app, 'PUT /api/billing/accounts/:id/shares', (request) => {
    const principal = principalOf(request);
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      await accountNow(tx, principal, id, app.clock);
      await setShares(tx, id, request.body.shares);
      await audit(tx, request, {
        action: 'billing.account.shares',
        entityType: 'billing_account',
        entityId: id,
        details: { shares: request.body.shares },
      });
      return accountNow(tx, principal, id, app.clock);
    });
  });

  serve(app, 'POST /api/billing/accounts/:id/third-party-payers', (request, reply) => {
    const principal = principalOf(request);
    const { id } = request.params;
    return sendIdempotent(
      { app, request, reply, userId: principal.userId, statusCode: 201 },
      async (tx) => {
        await accountNow(tx, principal, id, app.clock);
        const now = await centreNow(tx, app.clock);
        const payerId = await addThirdParty(tx, id, request.body, now.at);
        await audit(tx, request, {
          action: 'billing.payer.add',
          entityType: 'billing_payer',
          entityId: payerId,
          details: { accountId: id, ...request.body },
          at: now.at,
        });
        return toPayerSummary(await visiblePayer(tx, principal, payerId, now.today));
      },
    );
  });

  serve(app, 'PATCH /api/billing/payers/:id', (request) => {
    const principal = principalOf(request);
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      await updateThirdParty(tx, id, request.body);
      await audit(tx, request, {
        action: 'billing.payer.update',
        entityType: 'billing_payer',
        entityId: id,
        details: request.body,
      });
      const { today } = await centreNow(tx, app.clock);
      return toPayerSummary(await visiblePayer(tx, principal, id, today));
    });
  });

  serve(app, 'PUT /api/billing/children/:id/discount', (request) => {
    const principal = principalOf(request);
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      const accountId = await setDiscount(tx, id, request.body.discountBasisPoints);
      await audit(tx, request, {
        action: 'billing.child.discount',
        entityType: 'child',
        entityId: id,
        details: request.body,
      });
      return accountNow(tx, principal, accountId, app.clock);
    });
  });
}
