import type { FastifyInstance } from 'fastify';
import { audit } from '../../../lib/audit.ts';
import { centreNow } from '../../../lib/centre-time.ts';
import { sendIdempotent } from '../../../lib/idempotency.ts';
import { sendPage } from '../../../lib/paging.ts';
import { serve } from '../../../lib/serve.ts';
import { principalOf } from '../../../plugins/access.ts';
import { addAdjustment, listLedger } from './ledger.ts';
import { decideLateFee, listLateFees } from './late-fees.ts';
import { recordPaymentReceived, requestInvoicingRun } from './money-actions.ts';
import { visiblePayer } from '../payers/payer-queries.ts';
import { findPayment } from './payments.ts';

/**
 * What directors do with families' money (decision 034): record payments received, add
 * credits, charges and corrections (each with its reason), decide on proposed late fees and
 * run a period's invoicing. Each change, its ledger entries and its audit row commit
 * together; races are decided by locks and unique indexes (409), never by checks in code.
 * Each takes an `Idempotency-Key`: a repeat answers the first answer (decision 045).
 */
export async function moneyRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'POST /api/billing/payers/:id/payments', (request, reply) => {
    const principal = principalOf(request);
    const body = request.body;
    return sendIdempotent(
      { app, request, reply, userId: principal.userId, statusCode: 201 },
      async (tx) => {
        const now = await centreNow(tx, app.clock);
        const { payerId, paymentId } = await recordPaymentReceived(
          tx,
          principal,
          { payerId: request.params.id, ...body },
          now,
        );
        await audit(tx, request, {
          action: 'billing.payment.record',
          entityType: 'billing_payment',
          entityId: paymentId,
          details: { payerId, ...body },
          at: now.at,
        });
        return (await findPayment(tx, paymentId))!;
      },
    );
  });

  serve(app, 'POST /api/billing/payers/:id/adjustments', (request, reply) => {
    const principal = principalOf(request);
    return sendIdempotent(
      { app, request, reply, userId: principal.userId, statusCode: 201 },
      async (tx) => {
        const now = await centreNow(tx, app.clock);
        const payer = await visiblePayer(tx, principal, request.params.id, now.today);
        const id = await addAdjustment(
          tx,
          { payerId: payer.id, ...request.body, entryDate: now.today },
          principal.userId,
          now.at,
        );
        await audit(tx, request, {
          action: 'billing.adjust',
          entityType: 'billing_ledger_entry',
          entityId: id,
          details: { payerId: payer.id, ...request.body },
          at: now.at,
        });
        const page = await listLedger(tx, payer.id, { limit: 1 });
        return page.items[0]!;
      },
    );
  });

  serve(app, 'GET /api/billing/late-fees', async (request, reply) => {
    const { status, ...page } = request.query;
    return sendPage(reply, await listLateFees(app.db, status, page));
  });

  for (const { route, approve, action } of [
    {
      route: 'POST /api/billing/late-fees/:id/approve',
      approve: true,
      action: 'billing.lateFee.approve',
    },
    {
      route: 'POST /api/billing/late-fees/:id/dismiss',
      approve: false,
      action: 'billing.lateFee.dismiss',
    },
  ] as const) {
    serve(app, route, (request, reply) => {
      const principal = principalOf(request);
      const { id } = request.params;
      return sendIdempotent(
        { app, request, reply, userId: principal.userId, statusCode: 204 },
        async (tx) => {
          const now = await centreNow(tx, app.clock);
          const fee = await decideLateFee(
            tx,
            id,
            { approve, today: now.today },
            principal.userId,
            now.at,
          );
          await audit(tx, request, {
            action,
            entityType: 'billing_late_fee',
            entityId: id,
            details: fee,
            at: now.at,
          });
          return null;
        },
      );
    });
  }

  serve(app, 'POST /api/billing/invoicing-runs', (request, reply) => {
    const principal = principalOf(request);
    return sendIdempotent(
      { app, request, reply, userId: principal.userId, statusCode: 202 },
      async (tx) => {
        const now = await centreNow(tx, app.clock);
        const { jobId, period } = await requestInvoicingRun(tx, principal, request.body, now);
        await audit(tx, request, {
          action: 'billing.invoicing.request',
          entityType: 'billing_period',
          entityId: `${period.cycle}:${period.start}`,
          details: { ...period, jobId },
          at: now.at,
        });
        return { jobId, periodStart: period.start, periodEnd: period.end };
      },
    );
  });
}
