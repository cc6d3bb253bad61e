import { and, desc, eq, sql } from 'drizzle-orm';
import type { LedgerEntryResponse } from '../../../../contract/billing-views.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { billingLedgerEntries, children, staff, users } from '../../../db/schema/index.ts';
import { afterCursor, sortKeySql, toPage } from '../../../lib/paging.ts';
import { allocateCredits, lockPayers } from './allocation.ts';

/**
 * A credit, a charge or a correction made by hand, with its reason and its author (decision
 * 034): never an edit of an entry. A credit (and a negative correction) is applied to the
 * oldest open invoices at once; a charge (and a positive correction) is billed on the payer's
 * next invoice. Returns the entry's id.
 */
export async function addAdjustment(
  db: DbOrTx,
  change: {
    payerId: number;
    kind: 'credit' | 'charge' | 'adjustment';
    amountCents: number;
    reason: string;
    entryDate: string;
  },
  by: number | null,
  at: Date,
): Promise<number> {
  await lockPayers(db, [change.payerId]);
  const signed = change.kind === 'credit' ? -change.amountCents : change.amountCents;
  const [row] = await db
    .insert(billingLedgerEntries)
    .values({
      payerId: change.payerId,
      kind: change.kind,
      chargeKind: change.kind === 'charge' ? 'other' : null,
      amountCents: signed,
      reason: change.reason,
      entryDate: change.entryDate,
      createdBy: by,
      createdAt: at,
    })
    .returning({ id: billingLedgerEntries.id });
  if (signed < 0) await allocateCredits(db, [change.payerId], at);
  return row!.id;
}

const ledgerOrder = [billingLedgerEntries.id];

/** A page of a payer's ledger, newest entry first. */
export async function listLedger(
  db: DbOrTx,
  payerId: number,
  page: { limit: number; before?: string },
) {
  const rows = await db
    .select({
      entry: billingLedgerEntries,
      childName: sql<string | null>`case when ${children.id} is null then null
        else ${children.firstName} || ' ' || ${children.lastName} end`,
      // A staff member's name, else the account's e-mail; null for the invoicing job.
      createdBy: sql<string | null>`case when ${users.id} is null then null
        else coalesce(${staff.firstName} || ' ' || ${staff.lastName}, ${users.email}) end`,
      sortKey: sortKeySql(ledgerOrder),
    })
    .from(billingLedgerEntries)
    .leftJoin(children, eq(children.id, billingLedgerEntries.childId))
    .leftJoin(users, eq(users.id, billingLedgerEntries.createdBy))
    .leftJoin(staff, eq(staff.userId, users.id))
    .where(and(eq(billingLedgerEntries.payerId, payerId), afterCursor(ledgerOrder, page.before)))
    .orderBy(desc(billingLedgerEntries.id))
    .limit(page.limit + 1);
  const shown = toPage(rows, page.limit, (r) => r.sortKey);
  return {
    items: shown.rows.map(({ entry, childName, createdBy }): LedgerEntryResponse => ({
      id: entry.id,
      kind: entry.kind,
      chargeKind: entry.chargeKind,
      amountCents: entry.amountCents,
      childName,
      periodStart: entry.periodStart,
      paymentId: entry.paymentId,
      reason: entry.reason,
      entryDate: entry.entryDate,
      createdBy,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: shown.nextCursor,
  };
}
