import { desc, inArray, isNotNull } from 'drizzle-orm';
import type { BillingCycle, BillingStatus } from '../../../../contract/enums.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { billingPayers, billingPayments } from '../../../db/schema/index.ts';
import { type AccountData, type PlanData, loadAccounts, loadPlans } from '../billing-data.ts';
import { figuresOfPayers } from '../billing-status.ts';
import { periodCharges, priceOn } from '../invoices/period-charges.ts';
import { nextPeriod, periodOf } from '../periods.ts';
import { splitCharges } from '../shares.ts';

/** The plan an account is on on `day`, with its name and cycle (null: none chosen). */
export function planOn(account: Pick<AccountData, 'schedule'>, plans: PlanData, day: string) {
  const change = account.schedule.filter((c) => c.effectiveFrom <= day).pop();
  const plan = change && plans.plans.get(change.planId);
  return change && plan
    ? { planId: change.planId, effectiveFrom: change.effectiveFrom, ...plan }
    : null;
}

/**
 * Each active payer's part of a whole period's tuition on plan `planId` for the account's
 * children, in the period of the plan's cycle holding `today`, without one-time fees.
 */
export function partsOnPlan(
  account: AccountData,
  plans: PlanData,
  planId: number,
  today: string,
): Map<number, number> {
  const amounts = new Map<number, number>();
  const plan = plans.plans.get(planId);
  if (!plan) return amounts;
  const period = periodOf(plan.cycle, today);
  const tuition = periodCharges(
    { ...account, schedule: [{ planId, effectiveFrom: period.start }] },
    plans,
    period,
  ).filter((c) => c.chargeKind === 'tuition');
  const split = splitCharges(
    tuition.map((c) => ({ key: c.key, amountCents: c.amountCents, tuition: true })),
    account.payers.filter((p) => p.isActive),
  );
  for (const [payerId, parts] of split)
    amounts.set(
      payerId,
      parts.reduce((sum, p) => sum + p.amountCents, 0),
    );
  return amounts;
}

/**
 * Each payer's part of a whole period's tuition on the plan in force `today` (what
 * "Subscription: $350.00 per week" means for them), without one-time fees; the next billing
 * date is when the plan's next period starts.
 */
export function subscriptionOf(account: AccountData, plans: PlanData, today: string) {
  const plan = planOn(account, plans, today);
  if (!plan) return { plan: null, nextBillingDate: null, amounts: new Map<number, number>() };
  const period = periodOf(plan.cycle, today);
  const amounts = partsOnPlan(account, plans, plan.planId, today);
  return { plan, nextBillingDate: nextPeriod(period).start, amounts };
}

export type ParentSubscription = {
  subscriptionStatus: 'active' | 'pending' | 'past_due' | 'canceled';
  subscriptionPlan: BillingCycle | 'none';
  subscriptionAmountCents: number;
  /**
   * The plan's own price per child and period, and its one-time fee (what the parent's plan
   * card and checkout show); the centre's default plan's when the family has none.
   */
  planPriceCents: number;
  registrationFeeCents: number;
  paymentStatus: BillingStatus;
  nextBillingDate: string | null;
  lastPaymentAt: Date | null;
};

const worse = (a: BillingStatus, b: BillingStatus): BillingStatus =>
  a === 'overdue' || b === 'overdue'
    ? 'overdue'
    : a === 'pending' || b === 'pending'
      ? 'pending'
      : a;

/** What a parent account with no billing record (no child yet) shows. */
export const noSubscription: ParentSubscription = {
  subscriptionStatus: 'pending',
  subscriptionPlan: 'none',
  subscriptionAmountCents: 0,
  planPriceCents: 0,
  registrationFeeCents: 0,
  paymentStatus: 'pending',
  nextBillingDate: null,
  lastPaymentAt: null,
};

/**
 * What Parent Management and the parent's own subscription card show, from the billing
 * records of each parent account's payers (decision 034): the plan, their amount per period,
 * their payment state (overdue makes the subscription past due), the next billing date and
 * their last payment. A parent who pays for two families sees both added up.
 */
export async function parentSubscriptions(
  db: DbOrTx,
  parentAccountIds: number[] | 'all',
  today: string,
  timeZone: string,
): Promise<Map<number, ParentSubscription>> {
  if (parentAccountIds !== 'all' && parentAccountIds.length === 0) return new Map();
  const payers = await db
    .select({
      id: billingPayers.id,
      accountId: billingPayers.accountId,
      parentAccountId: billingPayers.parentAccountId,
      isActive: billingPayers.isActive,
    })
    .from(billingPayers)
    .where(
      parentAccountIds === 'all'
        ? isNotNull(billingPayers.parentAccountId)
        : inArray(billingPayers.parentAccountId, parentAccountIds),
    );
  const accountIds = [...new Set(payers.map((p) => p.accountId))];
  const [accounts, plans, figures, payments] = await Promise.all([
    loadAccounts(db, accountIds, timeZone),
    loadPlans(db),
    figuresOfPayers(
      db,
      payers.map((p) => p.id),
      today,
    ),
    payers.length === 0
      ? []
      : db
          .selectDistinctOn([billingPayments.payerId], {
            payerId: billingPayments.payerId,
            createdAt: billingPayments.createdAt,
          })
          .from(billingPayments)
          .where(
            inArray(
              billingPayments.payerId,
              payers.map((p) => p.id),
            ),
          )
          .orderBy(
            billingPayments.payerId,
            desc(billingPayments.receivedOn),
            desc(billingPayments.id),
          ),
  ]);
  const subscriptions = new Map(accounts.map((a) => [a.id, subscriptionOf(a, plans, today)]));
  const defaultPlan = [...plans.plans].find(([, plan]) => plan.isDefault)?.[0];
  const lastPaid = new Map(payments.map((p) => [p.payerId, p.createdAt]));
  const out = new Map<number, ParentSubscription>();
  for (const payer of payers) {
    const sub = subscriptions.get(payer.accountId)!;
    const figure = figures.get(payer.id) ?? { balanceCents: 0, status: 'paid' as const };
    const price = priceOn(plans, sub.plan?.planId ?? defaultPlan ?? 0, today);
    const subscriptionStatus = !payer.isActive
      ? 'canceled'
      : !sub.plan
        ? 'pending'
        : figure.status === 'overdue'
          ? 'past_due'
          : 'active';
    const mine: ParentSubscription = {
      subscriptionStatus,
      subscriptionPlan: sub.plan?.cycle ?? 'none',
      subscriptionAmountCents: payer.isActive ? (sub.amounts.get(payer.id) ?? 0) : 0,
      planPriceCents: price?.amountCents ?? 0,
      registrationFeeCents: price?.registrationFeeCents ?? 0,
      paymentStatus: figure.status,
      nextBillingDate: payer.isActive ? sub.nextBillingDate : null,
      lastPaymentAt: lastPaid.get(payer.id) ?? null,
    };
    const before = out.get(payer.parentAccountId!);
    out.set(payer.parentAccountId!, before ? combine(before, mine) : mine);
  }
  return out;
}

function combine(a: ParentSubscription, b: ParentSubscription): ParentSubscription {
  const rank = ['active', 'pending', 'canceled', 'past_due'];
  return {
    subscriptionStatus:
      rank.indexOf(a.subscriptionStatus) >= rank.indexOf(b.subscriptionStatus)
        ? a.subscriptionStatus
        : b.subscriptionStatus,
    subscriptionPlan: a.subscriptionPlan === 'none' ? b.subscriptionPlan : a.subscriptionPlan,
    subscriptionAmountCents: a.subscriptionAmountCents + b.subscriptionAmountCents,
    planPriceCents: Math.max(a.planPriceCents, b.planPriceCents),
    registrationFeeCents: Math.max(a.registrationFeeCents, b.registrationFeeCents),
    paymentStatus: worse(a.paymentStatus, b.paymentStatus),
    nextBillingDate:
      [a.nextBillingDate, b.nextBillingDate].filter((d) => d !== null).sort()[0] ?? null,
    lastPaymentAt:
      [a.lastPaymentAt, b.lastPaymentAt]
        .filter((d) => d !== null)
        .sort((x, y) => y.getTime() - x.getTime())[0] ?? null,
  };
}
