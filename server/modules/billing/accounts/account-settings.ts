import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { billingAccountChildren, billingPayers } from '../../../db/schema/index.ts';
import { HttpError, badRequest, notFound } from '../../../lib/http-errors.ts';
import { lockPayers } from '../money/allocation.ts';
import { payerNotFound } from '../payers/payer-queries.ts';

/*
 * An account's payers and children's discounts (decision 034): settings, not money. They
 * apply to invoices issued after the change; issued invoices and the ledger never change.
 */

export const sharesMustTotal = 'errors.sharesMustTotal';
export const sharesIncomplete = 'errors.sharesIncomplete';

/**
 * Sets the guardians' shares: every active guardian payer of the account once, adding up to
 * 100 % (10000 basis points), so no charge is split into more or less than it is.
 */
export async function setShares(
  db: DbOrTx,
  accountId: number,
  shares: { payerId: number; shareBasisPoints: number }[],
) {
  const guardians = await db
    .select({ id: billingPayers.id })
    .from(billingPayers)
    .where(
      and(
        eq(billingPayers.accountId, accountId),
        eq(billingPayers.isActive, true),
        isNotNull(billingPayers.parentAccountId),
      ),
    );
  const guardianIds = new Set(guardians.map((g) => g.id));
  const named = shares.map((s) => s.payerId);
  const everyOnce =
    new Set(named).size === named.length &&
    named.length === guardianIds.size &&
    named.every((id) => guardianIds.has(id));
  if (!everyOnce) throw badRequest(sharesIncomplete, { shares: sharesIncomplete });
  if (shares.reduce((sum, s) => sum + s.shareBasisPoints, 0) !== 10000)
    throw badRequest(sharesMustTotal, { shares: sharesMustTotal });
  await lockPayers(db, named);
  for (const share of shares)
    await db
      .update(billingPayers)
      .set({ shareBasisPoints: share.shareBasisPoints })
      .where(eq(billingPayers.id, share.payerId));
}

/** A third party paying a fixed amount each period (an employer, a subsidy agency). */
export async function addThirdParty(
  db: DbOrTx,
  accountId: number,
  party: { name: string; amountCents: number },
  at: Date,
) {
  const [row] = await db
    .insert(billingPayers)
    .values({
      accountId,
      thirdPartyName: party.name,
      fixedAmountCents: party.amountCents,
      createdAt: at,
    })
    .returning({ id: billingPayers.id });
  return row!.id;
}

/** Changes a third party's name or amount, or ends it (its ledger stays). */
export async function updateThirdParty(
  db: DbOrTx,
  payerId: number,
  party: { name: string; amountCents: number; isActive: boolean },
) {
  const [payer] = await db
    .select({ parent: billingPayers.parentAccountId })
    .from(billingPayers)
    .where(eq(billingPayers.id, payerId));
  if (!payer) throw notFound(payerNotFound);
  if (payer.parent !== null) throw new HttpError(400, 'errors.notThirdParty');
  await db
    .update(billingPayers)
    .set({
      thirdPartyName: party.name,
      fixedAmountCents: party.amountCents,
      isActive: party.isActive,
    })
    .where(eq(billingPayers.id, payerId));
}

/** A child's discount off each period's tuition (404 for a child in no account). */
export async function setDiscount(db: DbOrTx, childId: number, discountBasisPoints: number) {
  const [row] = await db
    .update(billingAccountChildren)
    .set({ discountBasisPoints })
    .where(eq(billingAccountChildren.childId, childId))
    .returning({ accountId: billingAccountChildren.accountId });
  if (!row) throw notFound('errors.childNotFound');
  return row.accountId;
}
