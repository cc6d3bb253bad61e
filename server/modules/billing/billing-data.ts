import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BillingCycle } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  billingAccountChildren,
  billingAccountPlans,
  billingLedgerEntries,
  billingPayers,
  billingPlanPrices,
  billingPlans,
  childWithdrawals,
  children,
  parentAccounts,
} from '../../db/schema/index.ts';

/**
 * What computing a period's charges needs, read in a few queries for many accounts at once
 * (invoicing a period, Parent Management's subscriptions). Dates are the centre's.
 */
export type AccountChild = {
  id: number;
  name: string;
  discountBasisPoints: number;
  chargeRegistration: boolean;
  registrationCharged: boolean;
  /** The centre's day the child's enrolment was completed (null: still a draft). */
  enrolledOn: string | null;
  /**
   * The child's last day at the centre: a withdrawal's last day (decision 061; still to
   * come, or past), else the day a removal was recorded; null while the child stays.
   */
  removedOn: string | null;
};
export type AccountPayer = {
  id: number;
  accountId: number;
  parentAccountId: number | null;
  name: string;
  shareBasisPoints: number;
  fixedAmountCents: number | null;
  isActive: boolean;
};
export type AccountData = {
  id: number;
  children: AccountChild[];
  payers: AccountPayer[];
  /** Plan changes, oldest first: each applies from its day until the next. */
  schedule: { planId: number; effectiveFrom: string }[];
};
export type PlanData = {
  plans: Map<number, { name: string; cycle: BillingCycle; isDefault: boolean; isActive: boolean }>;
  /** Every price, oldest first. */
  prices: { planId: number; amountCents: number; registrationFeeCents: number; from: string }[];
};

const centreDay = (column: unknown, timeZone: string) =>
  sql<string | null>`((${column} at time zone ${timeZone})::date)::text`;

/** A payer's name: the guardian's, or the third party's. */
export const payerName = sql<string>`coalesce(${billingPayers.thirdPartyName},
  ${parentAccounts.firstName} || ' ' || ${parentAccounts.lastName})`;

/** A payer as every billing read names it: who pays, for which account, and what share. */
export const payerColumns = {
  id: billingPayers.id,
  accountId: billingPayers.accountId,
  parentAccountId: billingPayers.parentAccountId,
  name: payerName,
  shareBasisPoints: billingPayers.shareBasisPoints,
  fixedAmountCents: billingPayers.fixedAmountCents,
  isActive: billingPayers.isActive,
};

export async function loadPlans(db: DbOrTx): Promise<PlanData> {
  const [plans, prices] = await Promise.all([
    db.select().from(billingPlans),
    db.select().from(billingPlanPrices).orderBy(asc(billingPlanPrices.effectiveFrom)),
  ]);
  return {
    plans: new Map(
      plans.map((p) => [
        p.id,
        { name: p.name, cycle: p.cycle, isDefault: p.isDefault, isActive: p.isActive },
      ]),
    ),
    prices: prices.map((p) => ({
      planId: p.planId,
      amountCents: p.amountCents,
      registrationFeeCents: p.registrationFeeCents,
      from: p.effectiveFrom,
    })),
  };
}

/** Every account's plan schedule (a small table): which accounts a period may bill. */
export async function loadSchedules(db: DbOrTx, accountIds?: number[]) {
  const rows = await db
    .select({
      accountId: billingAccountPlans.accountId,
      planId: billingAccountPlans.planId,
      effectiveFrom: billingAccountPlans.effectiveFrom,
    })
    .from(billingAccountPlans)
    .where(accountIds ? inArray(billingAccountPlans.accountId, accountIds) : undefined)
    .orderBy(asc(billingAccountPlans.accountId), asc(billingAccountPlans.effectiveFrom));
  const byAccount = new Map<number, AccountData['schedule']>();
  for (const row of rows) {
    const list = byAccount.get(row.accountId) ?? [];
    list.push({ planId: row.planId, effectiveFrom: row.effectiveFrom });
    byAccount.set(row.accountId, list);
  }
  return byAccount;
}

/** The accounts' children, payers and schedules. */
export async function loadAccounts(
  db: DbOrTx,
  accountIds: number[],
  timeZone: string,
): Promise<AccountData[]> {
  if (accountIds.length === 0) return [];
  const [kids, charged, payers, schedules] = await Promise.all([
    db
      .select({
        accountId: billingAccountChildren.accountId,
        id: children.id,
        name: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
        discountBasisPoints: billingAccountChildren.discountBasisPoints,
        chargeRegistration: billingAccountChildren.chargeRegistration,
        enrolledOn: centreDay(children.enrolmentCompletedAt, timeZone),
        removedOn: sql<string | null>`coalesce(
          (select w.last_day::text from ${childWithdrawals} w
            where w.child_id = ${children.id} and w.returned_on is null),
          ${centreDay(children.removedAt, timeZone)})`,
      })
      .from(billingAccountChildren)
      .innerJoin(children, eq(children.id, billingAccountChildren.childId))
      .where(inArray(billingAccountChildren.accountId, accountIds))
      .orderBy(asc(children.id)),
    db
      .selectDistinct({ childId: billingLedgerEntries.childId })
      .from(billingLedgerEntries)
      .innerJoin(
        billingAccountChildren,
        eq(billingAccountChildren.childId, billingLedgerEntries.childId),
      )
      .where(
        and(
          inArray(billingAccountChildren.accountId, accountIds),
          eq(billingLedgerEntries.chargeKind, 'registration'),
        ),
      ),
    db
      .select(payerColumns)
      .from(billingPayers)
      .leftJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
      .where(inArray(billingPayers.accountId, accountIds))
      .orderBy(asc(billingPayers.id)),
    loadSchedules(db, accountIds),
  ]);
  const registered = new Set(charged.map((c) => c.childId));
  return accountIds.map((id) => ({
    id,
    children: kids
      .filter((k) => k.accountId === id)
      .map(({ accountId: _, ...k }) => ({ ...k, registrationCharged: registered.has(k.id) })),
    payers: payers.filter((p) => p.accountId === id),
    schedule: schedules.get(id) ?? [],
  }));
}
