import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { billingLedgerEntries } from '../../../db/schema/index.ts';
import {
  billingAccountChildren,
  billingInvoices,
  billingPayers,
  billingPayments,
  children,
  parentAccounts,
} from '../../../db/schema/index.ts';
import { accessible } from '../../../access/access.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { Principal } from '../../../types.ts';
import { payerColumns } from '../billing-data.ts';
import { payerFigures } from '../billing-status.ts';

export const payerNotFound = 'errors.payerNotFound';

/**
 * The payers a principal may see: all for directors; for a parent only their own payer
 * records (a third party's, or the other parent's in a separated family, never). In SQL.
 */
const visiblePayers = (principal: Principal) =>
  accessible(principal, 'billing.read', billingPayers.id);

export type PayerRow = {
  id: number;
  accountId: number;
  parentAccountId: number | null;
  name: string;
  shareBasisPoints: number;
  fixedAmountCents: number | null;
  isActive: boolean;
  balanceCents: number;
  status: 'paid' | 'pending' | 'overdue';
};

/** Payers matching `where` that the principal may see, with balance and state, by id. */
export async function selectPayers(
  db: DbOrTx,
  principal: Principal,
  where: SQL | undefined,
  today: string,
): Promise<PayerRow[]> {
  const figures = payerFigures(today);
  return db
    .select({
      ...payerColumns,
      balanceCents: figures.balance,
      status: figures.status,
    })
    .from(billingPayers)
    .leftJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .where(and(visiblePayers(principal), where))
    .orderBy(asc(billingPayers.id));
}

/** One payer the principal may see; another family's payer is 404, as one that does not exist. */
export async function visiblePayer(db: DbOrTx, principal: Principal, id: number, today: string) {
  const [row] = await selectPayers(db, principal, eq(billingPayers.id, id), today);
  if (!row) throw notFound(payerNotFound);
  return row;
}

export const toPayerSummary = (row: PayerRow) => ({
  id: row.id,
  kind: row.parentAccountId === null ? ('thirdParty' as const) : ('guardian' as const),
  parentAccountId: row.parentAccountId,
  name: row.name,
  shareBasisPoints: row.shareBasisPoints,
  fixedAmountCents: row.fixedAmountCents,
  isActive: row.isActive,
  balanceCents: row.balanceCents,
  status: row.status,
});

/** The account's children, by id (names as the centre keeps them). */
export async function accountChildren(db: DbOrTx, accountId: number) {
  return db
    .select({
      id: children.id,
      name: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      discountBasisPoints: billingAccountChildren.discountBasisPoints,
    })
    .from(billingAccountChildren)
    .innerJoin(children, eq(children.id, billingAccountChildren.childId))
    .where(eq(billingAccountChildren.accountId, accountId))
    .orderBy(asc(children.id));
}

/** The day of a payer's latest payment. */
export async function lastPaymentDay(db: DbOrTx, payerId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: billingPayments.receivedOn })
    .from(billingPayments)
    .where(eq(billingPayments.payerId, payerId))
    .orderBy(desc(billingPayments.receivedOn), desc(billingPayments.id))
    .limit(1);
  return row?.day ?? null;
}

/** The payer a ledger entry, invoice or payment belongs to, if the principal may see it. */
export async function payerOf(
  db: DbOrTx,
  principal: Principal,
  table: typeof billingInvoices | typeof billingPayments | typeof billingLedgerEntries,
  id: number,
): Promise<number | null> {
  const [row] = await db
    .select({ payerId: billingPayers.id })
    .from(table)
    .innerJoin(billingPayers, eq(billingPayers.id, table.payerId))
    .where(and(eq(table.id, id), visiblePayers(principal)));
  return row?.payerId ?? null;
}

/** The payer of an invoice the principal may see (null: none, or someone else's). */
export const invoicePayer = (db: DbOrTx, principal: Principal, invoiceId: number) =>
  payerOf(db, principal, billingInvoices, invoiceId);

/** The payer of a payment the principal may see (null: none, or someone else's). */
export const paymentPayer = (db: DbOrTx, principal: Principal, paymentId: number) =>
  payerOf(db, principal, billingPayments, paymentId);

/** Who a document is addressed to: the guardian's name and address, or the third party. */
export async function addressee(db: DbOrTx, payerId: number) {
  const [row] = await db
    .select({
      thirdParty: billingPayers.thirdPartyName,
      first: parentAccounts.firstName,
      last: parentAccounts.lastName,
      address: parentAccounts.address,
    })
    .from(billingPayers)
    .leftJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .where(eq(billingPayers.id, payerId));
  return {
    name: row?.thirdParty ?? `${row?.first ?? ''} ${row?.last ?? ''}`.trim(),
    address: row?.address ?? '',
  };
}
