import type { FastifyInstance } from 'fastify';
import { audit } from '../../../lib/audit.ts';
import { centreNow } from '../../../lib/centre-time.ts';
import { serve } from '../../../lib/serve.ts';
import { principalOf } from '../../../plugins/access.ts';
import {
  billingSettings,
  paymentInstructions,
  saveBillingSettings,
  savePaymentInstructions,
} from './billing-settings.ts';
import { createPlan, updatePlan } from './plans-actions.ts';
import { listPlans } from './plans-queries.ts';

/**
 * Plans and the centre's billing settings (decision 034): directors add plans (a monthly one,
 * say), change a price (from the plan's next period: a period is charged at the price of its
 * first day), retire a plan, and write the payment instructions, tax id and late-fee rules.
 */
export async function plansRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/billing/plans', async () =>
    listPlans(app.db, (await centreNow(app.db, app.clock)).today),
  );

  serve(app, 'POST /api/billing/plans', async (request, reply) => {
    const body = request.body;
    const created = await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const plan = await createPlan(tx, principalOf(request), body, now);
      await audit(tx, request, {
        action: 'billing.plan.create',
        entityType: 'billing_plan',
        entityId: plan.id,
        details: body,
        at: now.at,
      });
      return plan;
    });
    return reply.code(201).send(created);
  });

  serve(app, 'PUT /api/billing/plans/:id', async (request) => {
    const { id } = request.params;
    const body = request.body;
    return app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const plan = await updatePlan(tx, principalOf(request), id, body, now);
      await audit(tx, request, {
        action: 'billing.plan.update',
        entityType: 'billing_plan',
        entityId: id,
        details: body,
        at: now.at,
      });
      return plan;
    });
  });

  serve(app, 'GET /api/billing/settings', () => billingSettings(app.db));

  serve(app, 'PUT /api/billing/settings', (request) =>
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
  );

  serve(app, 'PUT /api/payment-instructions', (request) =>
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
  );
}
