import { type SQL, and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { InvoiceResponse, InvoiceWithLines } from '../../../../contract/billing-views.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  billingInvoiceLines,
  billingInvoices,
  billingLedgerEntries,
  children,
} from '../../../db/schema/index.ts';
import { afterCursor, sortKeySql, toPage } from '../../../lib/paging.ts';
import { invoiceRow, invoiceStatus, isOpen, outstandingOn, paidOn } from './invoice-figures.ts';

export const invoiceNotFound = 'errors.invoiceNotFound';
const invoiceOrder = [billingInvoices.periodStart, billingInvoices.id];

function selectInvoices(db: DbOrTx, where: SQL | undefined, today: string) {
  return db
    .select({
      id: billingInvoices.id,
      number: billingInvoices.number,
      payerId: billingInvoices.payerId,
      accountId: billingInvoices.accountId,
      cycle: billingInvoices.cycle,
      periodStart: billingInvoices.periodStart,
      periodEnd: billingInvoices.periodEnd,
      issueDate: billingInvoices.issueDate,
      dueDate: billingInvoices.dueDate,
      totalCents: billingInvoices.totalCents,
      paidCents: paidOn(invoiceRow),
      outstandingCents: outstandingOn(invoiceRow),
      status: invoiceStatus(invoiceRow, today),
      sortKey: sortKeySql(invoiceOrder),
    })
    .from(billingInvoices)
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectInvoices>>[number];
const toInvoice = ({ sortKey: _, accountId: __, ...row }: Row): InvoiceResponse => ({
  ...row,
  pdfPath: `/api/billing/invoices/${row.id}/pdf`,
});

/** A page of a payer's invoices, newest period first. */
export async function listInvoices(
  db: DbOrTx,
  payerId: number,
  page: { limit: number; before?: string },
  today: string,
) {
  const rows = await selectInvoices(
    db,
    and(eq(billingInvoices.payerId, payerId), afterCursor(invoiceOrder, page.before)),
    today,
  )
    .orderBy(desc(billingInvoices.periodStart), desc(billingInvoices.id))
    .limit(page.limit + 1);
  const shown = toPage(rows, page.limit, (r) => r.sortKey);
  return { items: shown.rows.map(toInvoice), nextCursor: shown.nextCursor };
}

/** A payer's invoices with something left to pay, oldest due first. */
export async function openInvoices(db: DbOrTx, payerId: number, today: string) {
  const rows = await selectInvoices(
    db,
    and(eq(billingInvoices.payerId, payerId), isOpen(invoiceRow)),
    today,
  ).orderBy(asc(billingInvoices.dueDate), asc(billingInvoices.id));
  return rows.map(toInvoice);
}

/** One invoice with its lines (each a ledger charge: the child, the kind, the period). */
export async function findInvoice(
  db: DbOrTx,
  id: number,
  today: string,
): Promise<(InvoiceWithLines & { accountId: number }) | undefined> {
  const [row] = await selectInvoices(db, eq(billingInvoices.id, id), today);
  if (!row) return undefined;
  const lines = await db
    .select({
      entryId: billingLedgerEntries.id,
      kind: billingLedgerEntries.kind,
      chargeKind: billingLedgerEntries.chargeKind,
      childName: sql<string | null>`case when ${children.id} is null then null
        else ${children.firstName} || ' ' || ${children.lastName} end`,
      periodStart: billingLedgerEntries.periodStart,
      reason: billingLedgerEntries.reason,
      amountCents: billingLedgerEntries.amountCents,
    })
    .from(billingInvoiceLines)
    .innerJoin(billingLedgerEntries, eq(billingLedgerEntries.id, billingInvoiceLines.entryId))
    .leftJoin(children, eq(children.id, billingLedgerEntries.childId))
    .where(eq(billingInvoiceLines.invoiceId, id))
    .orderBy(asc(billingLedgerEntries.childId), asc(billingLedgerEntries.id));
  return {
    ...toInvoice(row),
    accountId: row.accountId,
    lines: lines.map(({ kind: _, ...line }) => line),
  };
}

/** Invoices by id (the late fees' list). */
export async function invoicesById(db: DbOrTx, ids: number[], today: string) {
  if (ids.length === 0) return new Map<number, InvoiceResponse>();
  const rows = await selectInvoices(db, inArray(billingInvoices.id, ids), today);
  return new Map(rows.map((r) => [r.id, toInvoice(r)]));
}

/** The periods an account has been invoiced for ('weekly:2026-11-16'), and since when. */
export async function invoicedPeriods(db: DbOrTx, accountId: number, from: string) {
  const rows = await db
    .selectDistinct({ cycle: billingInvoices.cycle, periodStart: billingInvoices.periodStart })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.accountId, accountId), gte(billingInvoices.periodStart, from)));
  return new Set(rows.map((r) => `${r.cycle}:${r.periodStart}`));
}

/** Whether any invoice was ever issued to a payer. */
export async function hasInvoices(db: DbOrTx, payerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(eq(billingInvoices.payerId, payerId))
    .limit(1);
  return row !== undefined;
}

/**
 * A payer's charges no invoice has billed yet (an approved late fee, a charge or positive
 * correction made by hand): the next invoice bills them.
 */
export async function unbilledChargesCents(db: DbOrTx, payerId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${billingLedgerEntries.amountCents}), 0)::int` })
    .from(billingLedgerEntries)
    .leftJoin(billingInvoiceLines, eq(billingInvoiceLines.entryId, billingLedgerEntries.id))
    .where(
      and(
        eq(billingLedgerEntries.payerId, payerId),
        gt(billingLedgerEntries.amountCents, 0),
        isNull(billingInvoiceLines.id),
      ),
    );
  return row?.sum ?? 0;
}
