import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountListQuery,
  accountPlanRequest,
  billingIdParam,
  childDiscountRequest,
  payerSharesRequest,
  thirdPartyPayerRequest,
  updateThirdPartyRequest,
} from '../../../contract/billing.ts';
import { accountDetail, accountListItem, payerSummary } from '../../../contract/billing-views.ts';
import { errorResponse } from '../../../contract/errors.ts';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { sendIdempotent } from '../../lib/idempotency.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { principalOf } from '../../plugins/access.ts';
import type { Principal } from '../../types.ts';
import { addThirdParty, setDiscount, setShares, updateThirdParty } from './account-settings.ts';
import { accountNotFound, findAccount, listAccounts } from './accounts-queries.ts';
import { toPayerSummary, visiblePayer } from './payer-queries.ts';
import { findPlan, planChangeDate, scheduleAccountPlan } from './plans-queries.ts';

/**
 * The directors' Billing area (decision 034): families' accounts with balance and state
 * (filtered by state), one account with its plan schedule, and its settings: the plan (from
 * the next period), the guardians' shares, third parties, children's discounts.
 */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The account as it is now, read in the change's transaction (404 when there is none). */
  const accountNow = async (tx: Tx, principal: Principal, id: number) => {
    const now = await centreNow(tx, app.clock);
    const found = await findAccount(tx, principal, id, now.today, now.timeZone);
    if (!found) throw notFound(accountNotFound);
    return found;
  };

  r.get('/api/billing/accounts', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "Families' billing accounts, newest first, by state when asked (paged)",
      querystring: accountListQuery,
      response: { 200: z.array(accountListItem), 400: errorResponse },
    },
    handler: async (request, reply) => {
      const now = await centreNow(app.db, app.clock);
      const page = await listAccounts(
        app.db,
        principalOf(request),
        request.query,
        now.today,
        now.timeZone,
      );
      return sendPage(reply, page);
    },
  });

  r.get('/api/billing/accounts/:id', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: 'A billing account: children, payers, plan schedule, next billing date',
      params: billingIdParam,
      response: { 200: accountDetail, 404: errorResponse },
    },
    handler: async (request) =>
      app.db.transaction((tx) => accountNow(tx, principalOf(request), request.params.id)),
  });

  r.put('/api/billing/accounts/:id/plan', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "Put an account on a plan, from its current plan's next period",
      params: billingIdParam,
      body: accountPlanRequest,
      response: { 200: accountDetail, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const { planId } = request.body;
      return app.db.transaction(async (tx) => {
        await accountNow(tx, principal, id);
        const plan = await findPlan(tx, planId);
        if (!plan?.isActive)
          throw badRequest('errors.planRequired', { planId: 'errors.planRequired' });
        const now = await centreNow(tx, app.clock);
        const from = await planChangeDate(tx, id, plan.cycle, now.today);
        await scheduleAccountPlan(
          tx,
          { accountId: id, planId, from, today: now.today },
          principal.userId,
          now.at,
        );
        await audit(tx, request, {
          action: 'billing.account.plan',
          entityType: 'billing_account',
          entityId: id,
          details: { planId, from },
          at: now.at,
        });
        return accountNow(tx, principal, id);
      });
    },
  });

  r.put('/api/billing/accounts/:id/shares', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "Set the guardians' shares (every guardian payer once, adding up to 100 %)",
      params: billingIdParam,
      body: payerSharesRequest,
      response: { 200: accountDetail, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      return app.db.transaction(async (tx) => {
        await accountNow(tx, principal, id);
        await setShares(tx, id, request.body.shares);
        await audit(tx, request, {
          action: 'billing.account.shares',
          entityType: 'billing_account',
          entityId: id,
          details: { shares: request.body.shares },
        });
        return accountNow(tx, principal, id);
      });
    },
  });

  r.post('/api/billing/accounts/:id/third-party-payers', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: 'Add a third party (employer, agency) paying a fixed amount per period',
      params: billingIdParam,
      body: thirdPartyPayerRequest,
      response: { 201: payerSummary, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { id } = request.params;
      return sendIdempotent(
        { app, request, reply, userId: principal.userId, statusCode: 201 },
        async (tx) => {
          await accountNow(tx, principal, id);
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
    },
  });

  r.patch('/api/billing/payers/:id', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "Change a third party's name or amount, or end it",
      params: billingIdParam,
      body: updateThirdPartyRequest,
      response: { 200: payerSummary, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
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
    },
  });

  r.put('/api/billing/children/:id/discount', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "A child's discount off each period's tuition (basis points)",
      params: billingIdParam,
      body: childDiscountRequest,
      response: { 200: accountDetail, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
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
        return accountNow(tx, principal, accountId);
      });
    },
  });
}
