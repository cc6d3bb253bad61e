import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { GuardianRemovalPreview } from '../../../contract/guardians.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  billingAccountChildren,
  billingPayers,
  children,
  guardians,
  parentAccounts,
} from '../../db/schema/index.ts';
import { ledgerBalance } from '../billing/billing-status.ts';
import { lockPayers } from '../billing/money/allocation.ts';
import { splitByWeights } from '../billing/shares.ts';

/*
 * What a custody removal does to the child's billing account (decisions 034 and 062). A child
 * stays in its first account for good, and a guardian pays for an account, not for one child:
 * so the director chooses whether the removed guardian keeps paying (their invoices stay
 * theirs to read) or stops (their payer record ends; its share goes to the other guardians in
 * proportion, or evenly when they had none). Never decided here without that choice.
 */

type Share = { payerId: number; name: string; shareBasisPoints: number };

/** The child's billing account, or null when it has none (no guardian ever registered). */
async function accountOfChild(db: DbOrTx, childId: number): Promise<number | null> {
  const [row] = await db
    .select({ accountId: billingAccountChildren.accountId })
    .from(billingAccountChildren)
    .where(eq(billingAccountChildren.childId, childId));
  return row?.accountId ?? null;
}

/** The guardian's active payer record on the account, if they pay there. */
async function activePayerOf(db: DbOrTx, accountId: number, parentAccountId: number) {
  const [row] = await db
    .select({ id: billingPayers.id, shareBasisPoints: billingPayers.shareBasisPoints })
    .from(billingPayers)
    .where(
      and(
        eq(billingPayers.accountId, accountId),
        eq(billingPayers.parentAccountId, parentAccountId),
        eq(billingPayers.isActive, true),
      ),
    );
  return row ?? null;
}

/** The account's other active guardian payers, by id. */
async function otherGuardianPayers(db: DbOrTx, accountId: number, exceptPayerId: number) {
  return db
    .select({
      payerId: billingPayers.id,
      name: sql<string>`${parentAccounts.firstName} || ' ' || ${parentAccounts.lastName}`,
      shareBasisPoints: billingPayers.shareBasisPoints,
    })
    .from(billingPayers)
    .innerJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .where(
      and(
        eq(billingPayers.accountId, accountId),
        eq(billingPayers.isActive, true),
        isNotNull(billingPayers.parentAccountId),
        ne(billingPayers.id, exceptPayerId),
      ),
    )
    .orderBy(asc(billingPayers.id));
}

/**
 * The shares once the payer stops: 100 % split among the others in proportion to theirs,
 * evenly when none had a share, without losing a basis point (shares.ts).
 */
function sharesWithout(others: Share[]): Share[] {
  if (others.length === 0) return [];
  const weights = others.map((o) => o.shareBasisPoints);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const split = splitByWeights(10000, total > 0 ? weights : others.map(() => 1));
  return others.map((o, i) => ({ ...o, shareBasisPoints: split[i]! }));
}

/** The account's children ('First Last'), and those of them the guardian keeps. */
async function accountChildNames(
  db: DbOrTx,
  accountId: number,
  parentAccountId: number,
  childId: number,
) {
  const rows = await db
    .select({
      id: children.id,
      name: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      kept: sql<boolean>`exists (select 1 from ${guardians} g
        where g.child_id = ${children.id} and g.parent_account_id = ${parentAccountId})`,
    })
    .from(billingAccountChildren)
    .innerJoin(children, eq(children.id, billingAccountChildren.childId))
    .where(eq(billingAccountChildren.accountId, accountId))
    .orderBy(asc(children.firstName), asc(children.id));
  return {
    all: rows.map((r) => r.name),
    kept: rows.filter((r) => r.kept && r.id !== childId).map((r) => r.name),
  };
}

/** The billing part of the removal dialog: what the director is asked about. */
export async function removalBilling(
  db: DbOrTx,
  childId: number,
  parentAccountId: number,
): Promise<GuardianRemovalPreview['billing']> {
  const accountId = await accountOfChild(db, childId);
  if (accountId === null) return null;
  const payer = await activePayerOf(db, accountId, parentAccountId);
  const names = await accountChildNames(db, accountId, parentAccountId, childId);
  return {
    accountId,
    children: names.all,
    payer: payer ? { ...payer, balanceCents: await ledgerBalance(db, payer.id) } : null,
    sharesIfRemoved: payer ? sharesWithout(await otherGuardianPayers(db, accountId, payer.id)) : [],
    keptChildren: names.kept,
  };
}

/** Whether the guardian pays for the child's account: the director must then choose. */
export async function paysForChild(db: DbOrTx, childId: number, parentAccountId: number) {
  const accountId = await accountOfChild(db, childId);
  if (accountId === null) return null;
  const payer = await activePayerOf(db, accountId, parentAccountId);
  return payer ? { accountId, payerId: payer.id, shareBasisPoints: payer.shareBasisPoints } : null;
}

/**
 * Ends the guardian's payer record on the account and gives its share to the others, in the
 * removal's transaction (the payers locked in id order first, as money writes lock them).
 * Returns the shares before and after, for the audit row.
 */
export async function endPayer(db: DbOrTx, paying: { accountId: number; payerId: number }) {
  const others = await otherGuardianPayers(db, paying.accountId, paying.payerId);
  await lockPayers(db, [paying.payerId, ...others.map((o) => o.payerId)]);
  const after = sharesWithout(others);
  await db
    .update(billingPayers)
    .set({ isActive: false })
    .where(eq(billingPayers.id, paying.payerId));
  for (const share of after)
    await db
      .update(billingPayers)
      .set({ shareBasisPoints: share.shareBasisPoints })
      .where(eq(billingPayers.id, share.payerId));
  return {
    before: others.map(({ payerId, shareBasisPoints }) => ({ payerId, shareBasisPoints })),
    after: after.map(({ payerId, shareBasisPoints }) => ({ payerId, shareBasisPoints })),
  };
}
