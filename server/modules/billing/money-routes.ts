import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentRequest,
  billingIdParam,
  earliestMoneyDate,
  invoicingRunRequest,
  lateFeeListQuery,
  moneyDateTooEarly as moneyDateTooEarlyCode,
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
import { sendIdempotent } from '../../lib/idempotency.ts';
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

/** A money date before the earliest open year (decision 045), said with that first day. */
function moneyDateTooEarly(field: string, earliest: string) {
  const params = { earliest };
  return badRequest(
    moneyDateTooEarlyCode,
    { [field]: { code: moneyDateTooEarlyCode, params } },
    params,
  );
}

/**
 * What directors do with families' money (decision 034): record payments received, add
 * credits, charges and corrections (each with its reason), decide on proposed late fees and
 * run a period's invoicing. Each change, its ledger entries and its audit row commit
 * together; races are decided by locks and unique indexes (409), never by checks in code.
 * Each takes an `Idempotency-Key`: a repeat answers the first answer (decision 045).
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
      response: {
        201: paymentResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const body = request.body;
      return sendIdempotent(
        { app, request, reply, userId: principal.userId, statusCode: 201 },
        async (tx) => {
          const now = await centreNow(tx, app.clock);
          const payer = await visiblePayer(tx, principal, request.params.id, now.today);
          if (body.receivedOn > now.today) throw badRequest(futureDate, { receivedOn: futureDate });
          const earliest = earliestMoneyDate(now.today);
          if (body.receivedOn < earliest) throw moneyDateTooEarly('receivedOn', earliest);
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
        },
      );
    },
  });

  r.post('/api/billing/payers/:id/adjustments', {
    config: { permission: 'billing.manage' },
    schema: {
      tags: ['billing'],
      summary: "Add a credit, a charge or a correction to a payer's ledger, with its reason",
      params: billingIdParam,
      body: adjustmentRequest,
      response: {
        201: ledgerEntryResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request, reply) => {
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
        response: { 204: z.null(), 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
      handler: async (request, reply) => {
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
      response: { 202: queuedJobResponse, 400: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { cycle, date } = request.body;
      return sendIdempotent(
        { app, request, reply, userId: principal.userId, statusCode: 202 },
        async (tx) => {
          const now = await centreNow(tx, app.clock);
          const earliest = earliestMoneyDate(now.today);
          if (date < earliest) throw moneyDateTooEarly('date', earliest);
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
        },
      );
    },
  });
}
