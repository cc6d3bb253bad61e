import type { OfferedPlan, PayerDetail } from '../../../contract/billing-views.ts';
import type { DbOrTx } from '../../db/client.ts';
import { addDays } from '../../lib/clock.ts';
import { loadAccounts, loadPlans } from './billing-data.ts';
import {
  hasInvoices,
  invoicedPeriods,
  openInvoices,
  unbilledChargesCents,
} from './invoice-queries.ts';
import { nextInvoiceOf } from './next-invoice.ts';
import { type PayerRow, lastPaymentDay, toPayerSummary } from './payer-queries.ts';
import { listPlans } from './plans-queries.ts';
import { partsOnPlan, subscriptionOf } from './subscriptions.ts';

/** The centre's clock as billing reads it: its today, time of day and time zone. */
export type BillingNow = { today: string; time: string; timeZone: string };

/**
 * One payer's view: balance and state, the family's children and plan, open invoices, what is
 * due on them, and the next invoice (decision 044).
 */
export async function payerDetail(
  db: DbOrTx,
  payer: PayerRow,
  now: BillingNow,
): Promise<PayerDetail> {
  const { today } = now;
  const [[account], plans, open, lastPaid, invoiced, periods, unbilled] = await Promise.all([
    loadAccounts(db, [payer.accountId], now.timeZone),
    loadPlans(db),
    openInvoices(db, payer.id, today),
    lastPaymentDay(db, payer.id),
    hasInvoices(db, payer.id),
    // Months are the longest periods: what was invoiced from the month before on.
    invoicedPeriods(db, payer.accountId, addDays(today, -62)),
    unbilledChargesCents(db, payer.id),
  ]);
  const subscription = subscriptionOf(account!, plans, today);
  const sum = (invoices: typeof open) =>
    invoices.reduce((total, invoice) => total + invoice.outstandingCents, 0);
  return {
    payer: toPayerSummary(payer),
    accountId: payer.accountId,
    children: account!.children
      .filter((c) => c.removedOn === null)
      .map((c) => ({ id: c.id, name: c.name })),
    plan: subscription.plan && {
      planId: subscription.plan.planId,
      name: subscription.plan.name,
      cycle: subscription.plan.cycle,
      effectiveFrom: subscription.plan.effectiveFrom,
    },
    periodAmountCents: subscription.plan ? (subscription.amounts.get(payer.id) ?? 0) : null,
    nextBillingDate: payer.isActive ? subscription.nextBillingDate : null,
    lastPaymentDate: lastPaid,
    openInvoices: open,
    invoiced,
    dueCents: sum(open),
    overdueCents: sum(open.filter((i) => i.status === 'overdue')),
    dueDate: open[0]?.dueDate ?? null,
    nextInvoice: nextInvoiceOf(account!, plans, payer, periods, unbilled, now),
  };
}

/**
 * The plans a parent is offered (decision 044): the centre's active plans and any plan their
 * families are on, at today's prices, each with the parent's part of a whole period on it for
 * their children (their payer records added up).
 */
export async function offeredPlans(
  db: DbOrTx,
  payers: PayerRow[],
  now: BillingNow,
): Promise<OfferedPlan[]> {
  const active = payers.filter((p) => p.isActive);
  const [plans, data, accounts] = await Promise.all([
    listPlans(db, now.today),
    loadPlans(db),
    loadAccounts(db, [...new Set(active.map((p) => p.accountId))], now.timeZone),
  ]);
  const own = new Set(
    accounts.flatMap((a) => {
      const plan = subscriptionOf(a, data, now.today).plan;
      return plan ? [plan.planId] : [];
    }),
  );
  return plans
    .filter((plan) => plan.isActive || own.has(plan.id))
    .map((plan) => ({
      id: plan.id,
      name: plan.name,
      cycle: plan.cycle,
      isDefault: plan.isDefault,
      amountCents: plan.amountCents,
      registrationFeeCents: plan.registrationFeeCents,
      nextPrice: plan.nextPrice,
      yourAmountCents: active.reduce((sum, payer) => {
        const account = accounts.find((a) => a.id === payer.accountId)!;
        return sum + (partsOnPlan(account, data, plan.id, now.today).get(payer.id) ?? 0);
      }, 0),
    }));
}
