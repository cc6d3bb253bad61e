import { type SQL, sql } from 'drizzle-orm';
import type { BillingStatus } from '../../../../contract/enums.ts';
import { billingAllocations } from '../../../db/schema/index.ts';

/*
 * An invoice's figures, defined here once (decisions 034, 058): what has been paid on it, what
 * is left, and its state. Every query that asks whether an invoice is paid, open or overdue
 * builds on these, so the invoice list, the balances' states, allocation and late fees agree.
 */

/** The columns of one invoice as a query reaches them. */
export type InvoiceColumns = { id: SQL; totalCents: SQL; dueDate: SQL };

/**
 * The invoice of a query over billing_invoices. Written out whole: Drizzle leaves the table's
 * name off columns in a one-table select list, where inside a subquery "id" would be another
 * table's own.
 */
export const invoiceRow: InvoiceColumns = {
  id: sql.raw('"billing_invoices"."id"'),
  totalCents: sql.raw('"billing_invoices"."total_cents"'),
  dueDate: sql.raw('"billing_invoices"."due_date"'),
};

/** The invoice named `alias` in a subquery written by hand (`from billing_invoices i`). */
export const invoiceAliased = (alias: string): InvoiceColumns => ({
  id: sql.raw(`${alias}.id`),
  totalCents: sql.raw(`${alias}.total_cents`),
  dueDate: sql.raw(`${alias}.due_date`),
});

/** The amount paid on an invoice: the payments and credits applied to it (cents). */
export const paidOn = (invoice: InvoiceColumns) => sql<number>`coalesce((select sum(a.amount_cents)
  from ${billingAllocations} a where a.invoice_id = ${invoice.id}), 0)::int`;

/** What is left to pay on an invoice (cents). */
export const outstandingOn = (invoice: InvoiceColumns) =>
  sql<number>`(${invoice.totalCents} - ${paidOn(invoice)})::int`;

/** An open invoice: something is left to pay on it. */
export const isOpen = (invoice: InvoiceColumns) => sql`${outstandingOn(invoice)} > 0`;

/** Whether an invoice's due date has passed (`today` is the centre's). */
const pastDue = (invoice: InvoiceColumns, today: string) => sql`${invoice.dueDate} < ${today}`;

/** An overdue invoice: open after its due date. */
export const isOverdue = (invoice: InvoiceColumns, today: string) =>
  sql`(${isOpen(invoice)} and ${pastDue(invoice, today)})`;

/**
 * An invoice's status: paid when payments and credits cover it, overdue when its due date
 * has passed with something left to pay, pending otherwise.
 */
export const invoiceStatus = (invoice: InvoiceColumns, today: string) => sql<BillingStatus>`case
  when not ${isOpen(invoice)} then 'paid' when ${pastDue(invoice, today)} then 'overdue'
  else 'pending' end`;
