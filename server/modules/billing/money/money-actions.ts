import {
  earliestMoneyDate,
  moneyDateTooEarly as moneyDateTooEarlyCode,
} from '../../../../contract/billing.ts';
import type { BillingCycle } from '../../../../contract/enums.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import { enqueue } from '../../../lib/jobs/job-queue.ts';
import type { Principal } from '../../../types.ts';
import { invoicingJobKind } from '../billing-jobs.ts';
import { visiblePayer } from '../payers/payer-queries.ts';
import { type NewPayment, recordPayment } from './payments.ts';
import { nextPeriod, type Period, periodOf } from '../periods.ts';

/** The centre's clock as a money write reads it. */
type MoneyNow = { at: Date; today: string };

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
 * Records a payment a payer's family handed in (decision 034), received neither in the future
 * nor before the earliest open year (decision 045). Returns the payer's and payment's ids.
 */
export async function recordPaymentReceived(
  tx: DbOrTx,
  principal: Principal,
  payment: NewPayment,
  now: MoneyNow,
): Promise<{ payerId: number; paymentId: number }> {
  const payer = await visiblePayer(tx, principal, payment.payerId, now.today);
  if (payment.receivedOn > now.today) throw badRequest(futureDate, { receivedOn: futureDate });
  const earliest = earliestMoneyDate(now.today);
  if (payment.receivedOn < earliest) throw moneyDateTooEarly('receivedOn', earliest);
  const paymentId = await recordPayment(
    tx,
    { ...payment, payerId: payer.id },
    principal.userId,
    now.at,
  );
  return { payerId: payer.id, paymentId };
}

/**
 * Queues the invoicing of the period of `cycle` holding `date`: today's period or the next
 * (invoices sent ahead), never further ahead nor before the earliest open year.
 */
export async function requestInvoicingRun(
  tx: DbOrTx,
  principal: Principal,
  run: { cycle: BillingCycle; date: string },
  now: MoneyNow,
): Promise<{ jobId: number; period: Period }> {
  const { cycle, date } = run;
  const earliest = earliestMoneyDate(now.today);
  if (date < earliest) throw moneyDateTooEarly('date', earliest);
  const period = periodOf(cycle, date);
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
  return { jobId: jobId!, period };
}
