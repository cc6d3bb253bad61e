import type { PayerDetail } from '../../../contract/billing-views.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loadAccounts, loadPlans } from './billing-data.ts';
import { openInvoices } from './invoice-queries.ts';
import { type PayerRow, lastPaymentDay, toPayerSummary } from './payer-queries.ts';
import { subscriptionOf } from './subscriptions.ts';

/** One payer's view: balance and state, the family's children and plan, open invoices. */
export async function payerDetail(
  db: DbOrTx,
  payer: PayerRow,
  today: string,
  timeZone: string,
): Promise<PayerDetail> {
  const [[account], plans, open, lastPaid] = await Promise.all([
    loadAccounts(db, [payer.accountId], timeZone),
    loadPlans(db),
    openInvoices(db, payer.id, today),
    lastPaymentDay(db, payer.id),
  ]);
  const subscription = subscriptionOf(account!, plans, today);
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
  };
}
