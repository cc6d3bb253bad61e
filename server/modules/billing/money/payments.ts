import { type SQL, and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { PaymentMethod } from '../../../../contract/enums.ts';
import type { PaymentResponse } from '../../../../contract/billing-views.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { billingLedgerEntries, billingPayments } from '../../../db/schema/index.ts';
import { afterCursor, sortKeySql, toPage } from '../../../lib/paging.ts';
import { allocateCredits, allocationsOf, lockPayers } from './allocation.ts';

export const paymentNotFound = 'errors.paymentNotFound';

export type NewPayment = {
  payerId: number;
  amountCents: number;
  method: PaymentMethod;
  checkNumber: string | null;
  receivedOn: string;
  note: string;
};

/**
 * Records a payment received, in the caller's transaction (decision 034): the payment, its
 * ledger entry (negative: it lowers the balance) and its application to the payer's oldest
 * open invoices. Returns its id.
 */
export async function recordPayment(
  db: DbOrTx,
  payment: NewPayment,
  by: number | null,
  at: Date,
): Promise<number> {
  await lockPayers(db, [payment.payerId]);
  const [row] = await db
    .insert(billingPayments)
    .values({ ...payment, recordedBy: by, createdAt: at })
    .returning({ id: billingPayments.id });
  await db.insert(billingLedgerEntries).values({
    payerId: payment.payerId,
    kind: 'payment',
    amountCents: -payment.amountCents,
    paymentId: row!.id,
    entryDate: payment.receivedOn,
    createdBy: by,
    createdAt: at,
  });
  await allocateCredits(db, [payment.payerId], at);
  return row!.id;
}

const paymentOrder = [billingPayments.receivedOn, billingPayments.id];

async function selectPayments(db: DbOrTx, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      payment: billingPayments,
      entryId: billingLedgerEntries.id,
      sortKey: sortKeySql(paymentOrder),
    })
    .from(billingPayments)
    .innerJoin(billingLedgerEntries, eq(billingLedgerEntries.paymentId, billingPayments.id))
    .where(where)
    .orderBy(desc(billingPayments.receivedOn), desc(billingPayments.id))
    .limit(limit);
  const applied = await allocationsOf(
    db,
    rows.map((r) => r.entryId),
  );
  return rows.map((r) => ({
    sortKey: r.sortKey,
    payment: {
      id: r.payment.id,
      payerId: r.payment.payerId,
      method: r.payment.method,
      checkNumber: r.payment.checkNumber,
      amountCents: r.payment.amountCents,
      receivedOn: r.payment.receivedOn,
      note: r.payment.note,
      appliedTo: applied
        .filter((a) => a.entryId === r.entryId)
        .map((a) => ({ invoiceNumber: a.invoiceNumber, amountCents: a.amountCents })),
      receiptPath: `/api/billing/payments/${r.payment.id}/receipt`,
      createdAt: r.payment.createdAt.toISOString(),
    } satisfies PaymentResponse,
  }));
}

/** A page of a payer's payments, newest first. */
export async function listPayments(
  db: DbOrTx,
  payerId: number,
  page: { limit: number; before?: string },
) {
  const rows = await selectPayments(
    db,
    and(eq(billingPayments.payerId, payerId), afterCursor(paymentOrder, page.before)),
    page.limit + 1,
  );
  const shown = toPage(rows, page.limit, (r) => r.sortKey);
  return { items: shown.rows.map((r) => r.payment), nextCursor: shown.nextCursor };
}

export async function findPayment(db: DbOrTx, id: number) {
  const [row] = await selectPayments(db, eq(billingPayments.id, id), 1);
  return row?.payment;
}

/** A payer's payments received in [from, to], oldest first (a year-end statement's). */
export async function paymentsBetween(db: DbOrTx, payerIds: number[], from: string, to: string) {
  if (payerIds.length === 0) return [];
  return db
    .select()
    .from(billingPayments)
    .where(
      and(
        inArray(billingPayments.payerId, payerIds),
        gte(billingPayments.receivedOn, from),
        lte(billingPayments.receivedOn, to),
      ),
    )
    .orderBy(asc(billingPayments.receivedOn), asc(billingPayments.id));
}
