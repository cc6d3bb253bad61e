import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { LateFeeResponse } from '../../../../contract/billing-views.ts';
import type { LateFeeStatus } from '../../../../contract/enums.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  billingInvoices,
  billingLateFees,
  billingLedgerEntries,
  billingPayers,
  centreSettings,
  parentAccounts,
} from '../../../db/schema/index.ts';
import { addDays } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { afterCursor, sortKeySql, toPage } from '../../../lib/paging.ts';
import { invoiceRow, isOverdue, outstandingOn } from '../invoices/invoice-figures.ts';
import { lockPayers } from './allocation.ts';
import { payerName } from '../billing-data.ts';

export const lateFeeNotFound = 'errors.lateFeeNotFound';
export const lateFeeDecided = 'errors.lateFeeDecided';

/**
 * Proposes the centre's late fee for each invoice overdue past the days of grace with
 * something left to pay, once per invoice (a unique index), for a director to approve or
 * dismiss (decision 034). Nothing is charged here. Returns how many were proposed.
 */
export async function proposeLateFees(db: DbOrTx, today: string, at: Date): Promise<number> {
  const [settings] = await db
    .select({ amount: centreSettings.lateFeeCents, grace: centreSettings.lateFeeGraceDays })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  if (!settings || settings.amount <= 0) return 0;
  const overdue = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .leftJoin(billingLateFees, eq(billingLateFees.invoiceId, billingInvoices.id))
    .where(
      and(
        isNull(billingLateFees.id),
        // Overdue still, had it been due the days of grace later.
        isOverdue(invoiceRow, addDays(today, -settings.grace)),
      ),
    )
    .orderBy(asc(billingInvoices.id));
  if (overdue.length === 0) return 0;
  const made = await db
    .insert(billingLateFees)
    .values(overdue.map((i) => ({ invoiceId: i.id, amountCents: settings.amount, proposedAt: at })))
    .onConflictDoNothing()
    .returning({ id: billingLateFees.id });
  return made.length;
}

/**
 * A director's decision on a proposed late fee. Approving charges it to the invoice's payer
 * (a late_fee charge, billed on their next invoice). A fee decided already is a 409, so two
 * directors approving at once charge it once.
 */
export async function decideLateFee(
  db: DbOrTx,
  id: number,
  decision: { approve: boolean; today: string },
  by: number,
  at: Date,
) {
  const [fee] = await db
    .select({ payerId: billingInvoices.payerId, number: billingInvoices.number })
    .from(billingLateFees)
    .innerJoin(billingInvoices, eq(billingInvoices.id, billingLateFees.invoiceId))
    .where(eq(billingLateFees.id, id));
  if (!fee) throw notFound(lateFeeNotFound);
  await lockPayers(db, [fee.payerId]);
  const [decided] = await db
    .update(billingLateFees)
    .set({ status: decision.approve ? 'approved' : 'dismissed', decidedBy: by, decidedAt: at })
    .where(and(eq(billingLateFees.id, id), eq(billingLateFees.status, 'proposed')))
    .returning({ amountCents: billingLateFees.amountCents });
  if (!decided) throw new HttpError(409, lateFeeDecided);
  if (decision.approve)
    await db.insert(billingLedgerEntries).values({
      payerId: fee.payerId,
      kind: 'charge',
      chargeKind: 'late_fee',
      amountCents: decided.amountCents,
      lateFeeId: id,
      reason: fee.number,
      entryDate: decision.today,
      createdBy: by,
      createdAt: at,
    });
  return { payerId: fee.payerId, invoiceNumber: fee.number, amountCents: decided.amountCents };
}

/** The late fees in one state, newest first, with their invoices and payers. */
const lateFeeOrder = [billingLateFees.proposedAt, billingLateFees.id];

export async function listLateFees(
  db: DbOrTx,
  status: LateFeeStatus,
  page: { limit: number; before?: string },
): Promise<{ items: LateFeeResponse[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      id: billingLateFees.id,
      status: billingLateFees.status,
      amountCents: billingLateFees.amountCents,
      invoiceId: billingInvoices.id,
      invoiceNumber: billingInvoices.number,
      dueDate: billingInvoices.dueDate,
      outstandingCents: outstandingOn(invoiceRow),
      payerId: billingPayers.id,
      payerName,
      accountId: billingPayers.accountId,
      proposedAt: billingLateFees.proposedAt,
      decidedAt: billingLateFees.decidedAt,
      sortKey: sortKeySql(lateFeeOrder),
    })
    .from(billingLateFees)
    .innerJoin(billingInvoices, eq(billingInvoices.id, billingLateFees.invoiceId))
    .innerJoin(billingPayers, eq(billingPayers.id, billingInvoices.payerId))
    .leftJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .where(and(eq(billingLateFees.status, status), afterCursor(lateFeeOrder, page.before)))
    .orderBy(desc(billingLateFees.proposedAt), desc(billingLateFees.id))
    .limit(page.limit + 1);
  const shown = toPage(rows, page.limit, (r) => r.sortKey);
  return {
    items: shown.rows.map(({ sortKey: _, ...r }) => ({
      ...r,
      proposedAt: r.proposedAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    })),
    nextCursor: shown.nextCursor,
  };
}
