import type {
  MyBillingResponse,
  OfferedPlan,
  PayerDetail,
} from '../../../../contract/billing-views.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { addDays } from '../../../lib/clock.ts';
import { type AccountData, type PlanData, loadAccounts, loadPlans } from '../billing-data.ts';
import {
  hasInvoices,
  invoicedPeriods,
  openInvoices,
  unbilledChargesCents,
} from '../invoices/invoice-queries.ts';
import { nextInvoiceOf } from '../invoices/next-invoice.ts';
import { priceOn } from '../invoices/period-charges.ts';
import { type PayerRow, lastPaymentDay, toPayerSummary } from './payer-queries.ts';
import { partsOnPlan, subscriptionOf } from '../accounts/subscriptions.ts';

/** The centre's clock as billing reads it: its today, time of day and time zone. */
export type BillingNow = { today: string; time: string; timeZone: string };

/** One payer's view, the account and plans read already. */
async function detailOf(
  db: DbOrTx,
  payer: PayerRow,
  account: AccountData,
  plans: PlanData,
  now: BillingNow,
): Promise<PayerDetail> {
  const { today } = now;
  const [open, lastPaid, invoiced, periods, unbilled] = await Promise.all([
    openInvoices(db, payer.id, today),
    lastPaymentDay(db, payer.id),
    hasInvoices(db, payer.id),
    // Months are the longest periods: what was invoiced from the month before on.
    invoicedPeriods(db, payer.accountId, addDays(today, -62)),
    unbilledChargesCents(db, payer.id),
  ]);
  const subscription = subscriptionOf(account, plans, today);
  const sum = (invoices: typeof open) =>
    invoices.reduce((total, invoice) => total + invoice.outstandingCents, 0);
  return {
    payer: toPayerSummary(payer),
    accountId: payer.accountId,
    children: account.children
      .filter((c) => c.removedOn === null || c.removedOn >= today)
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
    nextInvoice: nextInvoiceOf(account, plans, payer, periods, unbilled, now),
  };
}

/**
 * One payer's view (decision 044): balance and state, the family's children and plan, open
 * invoices, what is due on them, and the next invoice.
 */
export async function payerDetail(
  db: DbOrTx,
  payer: PayerRow,
  now: BillingNow,
): Promise<PayerDetail> {
  const [[account], plans] = await Promise.all([
    loadAccounts(db, [payer.accountId], now.timeZone),
    loadPlans(db),
  ]);
  return detailOf(db, payer, account!, plans, now);
}

/**
 * The plans a parent is offered (decision 044): the centre's active plans and any plan their
 * families are on, default first, at today's prices (and any change announced), each with the
 * parent's part of a whole period on it for their children (their payer records added up).
 */
function offeredPlans(
  payers: PayerRow[],
  accounts: AccountData[],
  plans: PlanData,
  today: string,
): OfferedPlan[] {
  const active = payers.filter((p) => p.isActive);
  const own = new Set(accounts.map((a) => subscriptionOf(a, plans, today).plan?.planId));
  return [...plans.plans]
    .filter(([id, plan]) => plan.isActive || own.has(id))
    .sort(([a, x], [b, y]) => Number(y.isDefault) - Number(x.isDefault) || a - b)
    .map(([id, plan]) => {
      const price = priceOn(plans, id, today);
      const next = plans.prices.find((p) => p.planId === id && p.from > today);
      return {
        id,
        name: plan.name,
        cycle: plan.cycle,
        isDefault: plan.isDefault,
        amountCents: price?.amountCents ?? 0,
        registrationFeeCents: price?.registrationFeeCents ?? 0,
        nextPrice: next
          ? {
              amountCents: next.amountCents,
              registrationFeeCents: next.registrationFeeCents,
              effectiveFrom: next.from,
            }
          : null,
        yourAmountCents: active.reduce((sum, payer) => {
          const account = accounts.find((a) => a.id === payer.accountId)!;
          return sum + (partsOnPlan(account, plans, id, today).get(payer.id) ?? 0);
        }, 0),
      };
    });
}

/**
 * GET /api/billing/mine's records: each of the parent's payer records and the plans they are
 * offered, the accounts and plans read once for all.
 */
export async function myBilling(
  db: DbOrTx,
  payers: PayerRow[],
  now: BillingNow,
): Promise<Omit<MyBillingResponse, 'onlinePayment'>> {
  const [accounts, plans] = await Promise.all([
    loadAccounts(db, [...new Set(payers.map((p) => p.accountId))], now.timeZone),
    loadPlans(db),
  ]);
  const accountOf = (id: number) => accounts.find((a) => a.id === id)!;
  return {
    payers: await Promise.all(
      payers.map((p) => detailOf(db, p, accountOf(p.accountId), plans, now)),
    ),
    plans: offeredPlans(payers, accounts, plans, now.today),
  };
}
