import type { FastifyInstance } from 'fastify';
import { billingCycles, type BillingCycle } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { forgetOldIdempotencyKeys } from '../../lib/idempotency.ts';
import { issueInvoices } from './invoices/invoicing.ts';
import { proposeLateFees } from './money/late-fees.ts';
import { periodOf, type Period } from './periods.ts';

export const invoicingJobKind = 'billing.invoicing';
export const dailyBillingJobKind = 'billing.daily';

/** Issues one period's invoices and writes the run's audit row, in one transaction. */
export async function runInvoicing(
  db: DbOrTx,
  period: Period,
  now: { today: string; at: Date; timeZone: string },
  requestedBy: number | null,
) {
  const result = await issueInvoices(db, period, now);
  if (result.invoices > 0 || requestedBy !== null)
    await writeAudit(db, {
      action: 'billing.invoice',
      entityType: 'billing_period',
      entityId: `${period.cycle}:${period.start}`,
      details: { ...period, ...result },
      at: now.at,
      actorUserId: requestedBy,
      ipAddress: null,
    });
  return result;
}

/**
 * Invoicing is background work (decision 034): a director's "Run invoicing for a period"
 * queues a job for that period, and every morning at 06:00 on the centre's clock a job issues
 * the current week's and month's invoices (for accounts on a plan of that cycle) and proposes
 * late fees for invoices overdue (and forgets old Idempotency-Keys). Both are safe to run again: a period is invoiced once.
 */
export function handleBillingJobs(app: FastifyInstance): void {
  app.jobs.handle(invoicingJobKind, async (payload) => {
    const cycle = payload.cycle as BillingCycle;
    const start = String(payload.periodStart);
    const requestedBy = typeof payload.requestedBy === 'number' ? payload.requestedBy : null;
    await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      await runInvoicing(tx, periodOf(cycle, start), now, requestedBy);
    });
  });
  app.jobs.handle(dailyBillingJobKind, async () => {
    for (const cycle of billingCycles)
      await app.db.transaction(async (tx) => {
        const now = await centreNow(tx, app.clock);
        await runInvoicing(tx, periodOf(cycle, now.today), now, null);
      });
    await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      const proposed = await proposeLateFees(tx, now.today, now.at);
      if (proposed > 0)
        await writeAudit(tx, {
          action: 'billing.lateFee.propose',
          entityType: 'billing_late_fee',
          details: { proposed },
          at: now.at,
          actorUserId: null,
          ipAddress: null,
        });
    });
    // Money writes' Idempotency-Keys older than a day: no retry comes that late (045).
    await forgetOldIdempotencyKeys(app.db, app.clock.now());
  });
  app.jobs.recur({ kind: dailyBillingJobKind, label: 'Invoicing and late fees', at: '06:00' });
}
