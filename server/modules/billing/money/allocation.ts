import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  billingAllocations,
  billingInvoices,
  billingLedgerEntries,
  billingPayers,
} from '../../../db/schema/index.ts';
import { invoiceRow, isOpen, outstandingOn } from '../invoices/invoice-figures.ts';

// Columns written out whole: Drizzle leaves the table's name off them in a one-table select
// list, where inside this subquery "id" would be the allocation's own.
const entry = (column: string) => sql.raw(`"billing_ledger_entries"."${column}"`);

/** What of a payment or credit has not been applied to an invoice yet (cents, positive). */
const unapplied = sql<number>`(-${entry('amount_cents')} - coalesce((select sum(a.amount_cents)
  from ${billingAllocations} a where a.entry_id = ${entry('id')}), 0))::int`;

/**
 * Changes to these payers' money take turns (payments, adjustments, invoicing, late fees):
 * each locks the payers' rows first, in id order, so two changes never apply one payment
 * twice nor deadlock. Returns the ids that exist.
 */
export async function lockPayers(db: DbOrTx, payerIds: number[]): Promise<number[]> {
  if (payerIds.length === 0) return [];
  const rows = await db
    .select({ id: billingPayers.id })
    .from(billingPayers)
    .where(inArray(billingPayers.id, payerIds))
    .orderBy(asc(billingPayers.id))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Applies the payers' payments and credits not yet applied to their open invoices, oldest
 * invoice first (by due date), oldest payment first. Call with the payers locked, after
 * anything that adds either. What is left stays as credit for the next invoice.
 */
export async function allocateCredits(db: DbOrTx, payerIds: number[], at: Date): Promise<void> {
  if (payerIds.length === 0) return;
  const [open, credits] = await Promise.all([
    db
      .select({
        id: billingInvoices.id,
        payerId: billingInvoices.payerId,
        outstanding: outstandingOn(invoiceRow),
      })
      .from(billingInvoices)
      .where(and(inArray(billingInvoices.payerId, payerIds), isOpen(invoiceRow)))
      .orderBy(asc(billingInvoices.dueDate), asc(billingInvoices.id)),
    db
      .select({
        id: billingLedgerEntries.id,
        payerId: billingLedgerEntries.payerId,
        left: unapplied,
      })
      .from(billingLedgerEntries)
      .where(
        and(
          inArray(billingLedgerEntries.payerId, payerIds),
          lt(billingLedgerEntries.amountCents, 0),
          gt(unapplied, 0),
        ),
      )
      .orderBy(asc(billingLedgerEntries.id)),
  ]);
  const rows: (typeof billingAllocations.$inferInsert)[] = [];
  for (const payerId of payerIds) {
    const invoices = open.filter((i) => i.payerId === payerId);
    let k = 0;
    for (const credit of credits.filter((c) => c.payerId === payerId)) {
      let left = credit.left;
      while (left > 0 && k < invoices.length) {
        const invoice = invoices[k]!;
        const amount = Math.min(left, invoice.outstanding);
        rows.push({
          entryId: credit.id,
          invoiceId: invoice.id,
          amountCents: amount,
          createdAt: at,
        });
        left -= amount;
        invoice.outstanding -= amount;
        if (invoice.outstanding === 0) k++;
      }
    }
  }
  if (rows.length > 0) await db.insert(billingAllocations).values(rows);
}

/** The allocations a payment or credit made, with the invoices' numbers, oldest first. */
export async function allocationsOf(db: DbOrTx, entryIds: number[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({
      entryId: billingAllocations.entryId,
      invoiceNumber: billingInvoices.number,
      amountCents: billingAllocations.amountCents,
    })
    .from(billingAllocations)
    .innerJoin(billingInvoices, eq(billingInvoices.id, billingAllocations.invoiceId))
    .where(inArray(billingAllocations.entryId, entryIds))
    .orderBy(asc(billingAllocations.id));
}
