import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentRequest,
  billingIdParam,
  invoicingRunRequest,
  lateFeeListQuery,
  recordPaymentRequest,
} from '../../../contract/billing.ts';
import {
  lateFeeResponse,
  ledgerEntryResponse,
  paymentResponse,
  queuedJobResponse,
} from '../../../contract/billing-views.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import { sendPage } from '../../lib/paging.ts';
import { principalOf } from '../../plugins/access.ts';
import { invoicingJobKind } from './billing-jobs.ts';
import { addAdjustment, listLedger } from './ledger.ts';
import { decideLateFee, listLateFees } from './late-fees.ts';
import { visiblePayer } from './payer-queries.ts';
import { findPayment, recordPayment } from './payments.ts';
import { nextPeriod, periodOf } from './periods.ts';

const futureDate = 'errors.futureDate';

/**
 * What directors do with families' money (decision 034): record payments received, add
 * credits, charges and corrections (each with its reason), decide on proposed late fees and
 * run a period's invoicing. Each change, its ledger entries and its audit row commit
 * together; races are decided by locks and unique indexes (409), never by checks in code.
 */
export async function moneyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/billing/payers/:id/payments', {
    config: { permission: 'payment.record' },
    schema: {
      tags: ['billing'],
      summary: 'Record a payment received (applied to the oldest open invoices)',
      params: billingIdParam,
      body: recordPaymentRequest,
      response: { 201: paymentResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const body = request.body;
      const created = await app.db.transaction(async (tx) => {
        const now = await centreNow(tx, app.clock);
        const payer = await visiblePayer(tx, principal, request.params.id, now.today);
        if (body.receivedOn > now.today) throw badRequest(futureDate, { receivedOn: futureDate });
        const id = await recordPayment(
          tx,
          { payerId: payer.id, ...body },
          principal.userId,
          now.at,
        );
        await audit(tx, request, {
          action: 'billing.payment.record',
          entityType: 'billing_payment',
          entityId: id,
          details: { payerId: payer.id, ...body },
          at: now.at,
        });
        return (await findPayment(tx, id))!;
      });
      return reply.code(201).send(created);
    },
  });

  r.post('/api/billing/payers/:id/adjustments', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "Add a credit, a charge or a correction to a payer's ledger, with its reason",
      params: billingIdParam,
      body: adjustmentRequest,
      response: { 201: ledgerEntryResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const created = await app.db.transaction(async (tx) => {
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
      });
      return reply.code(201).send(created);
    },
  });

  r.get('/api/billing/late-fees', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: 'Late fees proposed for overdue invoices (or those approved or dismissed), paged',
      querystring: lateFeeListQuery,
      response: { 200: z.array(lateFeeResponse), 400: errorResponse },
    },
    handler: async (request, reply) => {
      const { status, ...page } = request.query;
      return sendPage(reply, await listLateFees(app.db, status, page));
    },
  });

  for (const { verb, approve, action } of [
    { verb: 'approve', approve: true, action: 'billing.lateFee.approve' },
    { verb: 'dismiss', approve: false, action: 'billing.lateFee.dismiss' },
  ]) {
    r.post(`/api/billing/late-fees/:id/${verb}`, {
      config: { permission: 'billing.manage' },
      schema: {
        tags: ['billing'],
        summary: approve
          ? 'Approve a proposed late fee: it is charged to the payer'
          : 'Dismiss a proposed late fee',
        params: billingIdParam,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request);
        const { id } = request.params;
        await app.db.transaction(async (tx) => {
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
        });
        return reply.code(204).send(null);
      },
    });
  }

  r.post('/api/billing/invoicing-runs', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary:
        "Issue the invoices of the period holding `date` (a job; a period's are issued once)",
      body: invoicingRunRequest,
      response: { 202: queuedJobResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { cycle, date } = request.body;
      const queued = await app.db.transaction(async (tx) => {
        const now = await centreNow(tx, app.clock);
        const period = periodOf(cycle, date);
        // Today's period, or the next (invoices sent ahead); never further ahead.
        if (period.start > nextPeriod(periodOf(cycle, now.today)).start)
          throw badRequest('errors.billingPeriodTooFar', { date: 'errors.billingPeriodTooFar' });
        const jobId = await enqueue(
          tx,
          {
            kind: invoicingJobKind,
            label: `Invoicing: ${cycle} period from ${period.start}`,
            payload: { cycle, periodStart: period.start, requestedBy: principal.userId },
          },
          now.at,
        );
        await audit(tx, request, {
          action: 'billing.invoicing.request',
          entityType: 'billing_period',
          entityId: `${cycle}:${period.start}`,
          details: { ...period, jobId },
          at: now.at,
        });
        return { jobId: jobId!, periodStart: period.start, periodEnd: period.end };
      });
      return reply.code(202).send(queued);
    },
  });
}
