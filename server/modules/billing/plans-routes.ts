import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingIdParam,
  billingSettingsRequest,
  createPlanRequest,
  paymentInstructionsRequest,
  updatePlanRequest,
} from '../../../contract/billing.ts';
import {
  billingSettingsResponse,
  paymentInstructionsResponse,
  planResponse,
} from '../../../contract/billing-views.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { billingPlans } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  billingSettings,
  paymentInstructions,
  saveBillingSettings,
  savePaymentInstructions,
} from './billing-settings.ts';
import { periodOf } from './periods.ts';
import { findPlan, listPlans, nextPriceDate, setPlanPrice } from './plans-queries.ts';

const planNotFound = 'errors.planNotFound';

/**
 * Plans and the centre's billing settings (decision 034): directors add plans (a monthly one,
 * say), change a price (from the plan's next period: a period is charged at the price of its
 * first day), retire a plan, and write the payment instructions, tax id and late-fee rules.
 */
export async function plansRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/billing/plans', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: 'Plans with their prices today and any announced change',
      response: { 200: z.array(planResponse) },
    },
    handler: async () => listPlans(app.db, (await centreNow(app.db, app.clock)).today),
  });

  r.post('/api/billing/plans', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: 'Add a plan (its price applies from its current period)',
      body: createPlanRequest,
      response: { 201: planResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const created = await app.db.transaction(async (tx) => {
        const now = await centreNow(tx, app.clock);
        const [plan] = await tx
          .insert(billingPlans)
          .values({ name: body.name, cycle: body.cycle, createdAt: now.at })
          .returning({ id: billingPlans.id });
        await setPlanPrice(
          tx,
          { planId: plan!.id, ...body, from: periodOf(body.cycle, now.today).start },
          request.principal!.userId,
          now.at,
        );
        await audit(tx, request, {
          action: 'billing.plan.create',
          entityType: 'billing_plan',
          entityId: plan!.id,
          details: body,
          at: now.at,
        });
        return (await listPlans(tx, now.today)).find((p) => p.id === plan!.id)!;
      });
      return reply.code(201).send(created);
    },
  });

  r.put('/api/billing/plans/:id', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: 'Rename a plan, change its price (from its next period) or retire it',
      params: billingIdParam,
      body: updatePlanRequest,
      response: { 200: planResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      const body = request.body;
      return app.db.transaction(async (tx) => {
        const plan = await findPlan(tx, id);
        if (!plan) throw notFound(planNotFound);
        const now = await centreNow(tx, app.clock);
        const current = (await listPlans(tx, now.today)).find((p) => p.id === id)!;
        const priceChanged =
          body.amountCents !== (current.nextPrice ?? current).amountCents ||
          body.registrationFeeCents !== (current.nextPrice ?? current).registrationFeeCents;
        if (priceChanged)
          await setPlanPrice(
            tx,
            { planId: id, ...body, from: nextPriceDate(plan.cycle, now.today) },
            request.principal!.userId,
            now.at,
          );
        await tx
          .update(billingPlans)
          // The default plan stays offered: retiring it would leave new families without one.
          .set({ name: body.name, isActive: plan.isDefault ? true : body.isActive })
          .where(eq(billingPlans.id, id));
        await audit(tx, request, {
          action: 'billing.plan.update',
          entityType: 'billing_plan',
          entityId: id,
          details: body,
          at: now.at,
        });
        return (await listPlans(tx, now.today)).find((p) => p.id === id)!;
      });
    },
  });

  r.get('/api/billing/settings', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "The provider's tax id, invoices' due days and the late-fee rules",
      response: { 200: billingSettingsResponse },
    },
    handler: async () => billingSettings(app.db),
  });

  r.put('/api/billing/settings', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "Change the provider's tax id, due days or late-fee rules",
      body: billingSettingsRequest,
      response: { 200: billingSettingsResponse, 400: errorResponse },
    },
    handler: async (request) =>
      app.db.transaction(async (tx) => {
        await saveBillingSettings(tx, request.body, app.clock.now());
        await audit(tx, request, {
          action: 'billing.settings.update',
          entityType: 'centre_settings',
          entityId: 1,
          details: request.body,
        });
        return billingSettings(tx);
      }),
  });

  r.put('/api/payment-instructions', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: 'Write how families pay (payee, bank details, address for checks, reference)',
      body: paymentInstructionsRequest,
      response: { 200: paymentInstructionsResponse, 400: errorResponse },
    },
    handler: async (request) =>
      app.db.transaction(async (tx) => {
        await savePaymentInstructions(tx, request.body, app.clock.now());
        await audit(tx, request, {
          action: 'billing.instructions.update',
          entityType: 'centre_settings',
          entityId: 1,
          details: request.body,
        });
        return paymentInstructions(tx);
      }),
  });
}
