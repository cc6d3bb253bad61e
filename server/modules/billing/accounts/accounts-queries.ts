import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountDetail, AccountListItem } from '../../../../contract/billing-views.ts';
import type { BillingStatus } from '../../../../contract/enums.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { billingAccounts, billingPayers } from '../../../db/schema/index.ts';
import { afterCursor, sortKeySql, toPage } from '../../../lib/paging.ts';
import type { Principal } from '../../../types.ts';
import { loadAccounts, loadPlans } from '../billing-data.ts';
import { accountFigures } from '../billing-status.ts';
import { selectPayers, toPayerSummary } from '../payers/payer-queries.ts';
import { planOn, subscriptionOf } from './subscriptions.ts';

export const accountNotFound = 'errors.billingAccountNotFound';
const accountOrder = [billingAccounts.id];

/** The accounts' children, payers (with balances) and plans, in the order of `ids`. */
async function describeAccounts(
  db: DbOrTx,
  principal: Principal,
  rows: { id: number; balance: number; status: BillingStatus }[],
  today: string,
  timeZone: string,
) {
  const ids = rows.map((r) => r.id);
  const [accounts, plans, payers] = await Promise.all([
    loadAccounts(db, ids, timeZone),
    loadPlans(db),
    ids.length ? selectPayers(db, principal, inArray(billingPayers.accountId, ids), today) : [],
  ]);
  return rows.map((row, i) => {
    const account = accounts[i]!;
    const plan = planOn(account, plans, today);
    return {
      account,
      plans,
      item: {
        id: row.id,
        children: account.children
          .filter((c) => c.removedOn === null || c.removedOn >= today)
          .map((c) => ({ id: c.id, name: c.name, discountBasisPoints: c.discountBasisPoints })),
        plan: plan && {
          planId: plan.planId,
          name: plan.name,
          cycle: plan.cycle,
          effectiveFrom: plan.effectiveFrom,
        },
        payers: payers.filter((p) => p.accountId === row.id).map(toPayerSummary),
        balanceCents: row.balance,
        status: row.status,
      } satisfies AccountListItem,
    };
  });
}

/** A page of accounts, newest first, in one state when asked (worked out in SQL). */
export async function listAccounts(
  db: DbOrTx,
  principal: Principal,
  query: { status?: BillingStatus; limit: number; before?: string },
  today: string,
  timeZone: string,
) {
  const figures = accountFigures(today);
  const rows = await db
    .select({
      id: billingAccounts.id,
      balance: figures.balance,
      status: figures.status,
      sortKey: sortKeySql(accountOrder),
    })
    .from(billingAccounts)
    .where(
      and(
        afterCursor(accountOrder, query.before),
        query.status ? sql`${figures.status} = ${query.status}` : undefined,
      ),
    )
    .orderBy(desc(billingAccounts.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, (r) => r.sortKey);
  const described = await describeAccounts(db, principal, page.rows, today, timeZone);
  return { items: described.map((d) => d.item), nextCursor: page.nextCursor };
}

/** One account with its plan schedule and next billing date. */
export async function findAccount(
  db: DbOrTx,
  principal: Principal,
  id: number,
  today: string,
  timeZone: string,
): Promise<AccountDetail | undefined> {
  const figures = accountFigures(today);
  const [row] = await db
    .select({ id: billingAccounts.id, balance: figures.balance, status: figures.status })
    .from(billingAccounts)
    .where(eq(billingAccounts.id, id));
  if (!row) return undefined;
  const [{ account, plans, item }] = (await describeAccounts(
    db,
    principal,
    [row],
    today,
    timeZone,
  )) as [Awaited<ReturnType<typeof describeAccounts>>[number]];
  const current = account.schedule.filter((c) => c.effectiveFrom <= today).pop();
  const schedule = account.schedule
    .filter((c) => c === current || c.effectiveFrom > today)
    .map((c) => {
      const plan = plans.plans.get(c.planId)!;
      return {
        planId: c.planId,
        name: plan.name,
        cycle: plan.cycle,
        effectiveFrom: c.effectiveFrom,
      };
    });
  return {
    ...item,
    schedule,
    nextBillingDate: subscriptionOf(account, plans, today).nextBillingDate,
  };
}
