import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { BillingStatus } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { billingInvoices, billingLedgerEntries, billingPayers } from '../../db/schema/index.ts';
import { invoiceAliased, isOpen, isOverdue } from './invoices/invoice-figures.ts';

/*
 * Balances and states (decision 034). A payer's balance is the sum of their ledger. A payer (and
 * an account) is overdue when any of its invoices is; pending when an invoice is open or the
 * balance is above 0 (a charge not invoiced yet); paid otherwise. What makes an invoice open
 * or overdue is invoices/invoice-figures.ts's.
 */

const invoice = invoiceAliased('i');

/** Open invoices (something left to pay) matching `where`; overdue ones when `today` is given. */
const openInvoiceExists = (where: SQL, today?: string) => sql`exists (select 1
  from ${billingInvoices} i where ${where}
  and ${today ? isOverdue(invoice, today) : isOpen(invoice)})`;

const statusOf = (overdue: SQL, open: SQL, owing: SQL) => sql<BillingStatus>`case
  when ${overdue} then 'overdue' when ${open} or ${owing} then 'pending' else 'paid' end`;

// Written out whole: Drizzle leaves the table's name off columns in a one-table select list.
const accountId = sql.raw('"billing_accounts"."id"');
const payerId = sql.raw('"billing_payers"."id"');

/** An account's balance (all its payers') and state, for a query over billing_accounts. */
export function accountFigures(today: string) {
  const balance = sql<number>`(select coalesce(sum(e.amount_cents), 0) from ${billingLedgerEntries} e
    join ${billingPayers} p on p.id = e.payer_id where p.account_id = ${accountId})::int`;
  const positive = sql`exists (select 1 from ${billingPayers} p where p.account_id = ${accountId}
    and (select coalesce(sum(e.amount_cents), 0) from ${billingLedgerEntries} e
         where e.payer_id = p.id) > 0)`;
  const own = sql`i.account_id = ${accountId}`;
  return {
    balance,
    status: statusOf(openInvoiceExists(own, today), openInvoiceExists(own), positive),
  };
}

/** A payer's balance and state, for a query over billing_payers. */
export function payerFigures(today: string) {
  const balance = sql<number>`(select coalesce(sum(e.amount_cents), 0)
    from ${billingLedgerEntries} e where e.payer_id = ${payerId})::int`;
  const own = sql`i.payer_id = ${payerId}`;
  return {
    balance,
    status: statusOf(openInvoiceExists(own, today), openInvoiceExists(own), sql`${balance} > 0`),
  };
}

/** Several payers' balances and states, by id. */
export async function figuresOfPayers(db: DbOrTx, payerIds: number[], today: string) {
  if (payerIds.length === 0)
    return new Map<number, { balanceCents: number; status: BillingStatus }>();
  const figures = payerFigures(today);
  const rows = await db
    .select({ id: billingPayers.id, balanceCents: figures.balance, status: figures.status })
    .from(billingPayers)
    .where(inArray(billingPayers.id, payerIds));
  return new Map(rows.map((r) => [r.id, { balanceCents: r.balanceCents, status: r.status }]));
}

/** The sum of a payer's ledger (the balance), read as the ledger is. */
export async function ledgerBalance(db: DbOrTx, payerId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${billingLedgerEntries.amountCents}), 0)::int` })
    .from(billingLedgerEntries)
    .where(and(eq(billingLedgerEntries.payerId, payerId)));
  return row?.sum ?? 0;
}
