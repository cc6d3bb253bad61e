import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  billingCycles,
  chargeKinds,
  lateFeeStatuses,
  ledgerKinds,
  paymentMethods,
} from '../../../contract/enums.ts';
import { children } from './children.ts';
import { parentAccounts, users } from './people.ts';
import { taxDocuments } from './media.ts';

/*
 * Billing (decision 034). Every amount is integer cents. The ledger is append-only: nothing
 * here is ever updated or deleted except a plan's schedule and a payer's share (settings,
 * not money); a correction is a new entry with a reason and its author.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

/** A tuition plan: weekly (the spec's) or monthly, each period charged per child. */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cycle: text('cycle', { enum: billingCycles }).notNull(),
    // The plan new families start on (one at a time).
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_plans_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A plan's prices from a date on: a change applies from the plan's next period, and a
 * period is charged at the price in force on its first day.
 */
export const billingPlanPrices = pgTable(
  'billing_plan_prices',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => billingPlans.id),
    amountCents: integer('amount_cents').notNull(),
    registrationFeeCents: integer('registration_fee_cents').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_plan_prices_plan_from').on(t.planId, t.effectiveFrom),
    check(
      'billing_plan_prices_amounts',
      sql`${t.amountCents} >= 0 and ${t.registrationFeeCents} >= 0`,
    ),
  ],
);

/** A family's account: its children (who share guardians) are billed together. */
export const billingAccounts = pgTable('billing_accounts', {
  id: serial('id').primaryKey(),
  createdAt: createdAt(),
});

/** Which plan an account is on from a date on (the latest row not after a day applies). */
export const billingAccountPlans = pgTable(
  'billing_account_plans',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => billingAccounts.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => billingPlans.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_account_plans_account_from').on(t.accountId, t.effectiveFrom)],
);

/** A child belongs to one account for good; the discount is off each period's tuition. */
export const billingAccountChildren = pgTable(
  'billing_account_children',
  {
    childId: integer('child_id')
      .primaryKey()
      .references(() => children.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => billingAccounts.id),
    // Basis points of the plan's price (1000 = 10 %).
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    // False for children who were at the centre before billing began (no fee charged then).
    chargeRegistration: boolean('charge_registration').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_account_children_account_idx').on(t.accountId),
    check('billing_account_children_discount', sql`${t.discountBasisPoints} between 0 and 10000`),
  ],
);

/**
 * Who pays an account: a guardian (a parent account) with a share of its charges in basis
 * points, or a third party (employer, subsidy agency) paying a fixed amount per period.
 */
export const billingPayers = pgTable(
  'billing_payers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => billingAccounts.id),
    parentAccountId: integer('parent_account_id').references(() => parentAccounts.id),
    thirdPartyName: text('third_party_name'),
    shareBasisPoints: integer('share_basis_points').notNull().default(0),
    fixedAmountCents: integer('fixed_amount_cents'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_payers_account_parent')
      .on(t.accountId, t.parentAccountId)
      .where(sql`${t.parentAccountId} is not null`),
    index('billing_payers_parent_idx').on(t.parentAccountId),
    check(
      'billing_payers_kind',
      sql`(${t.parentAccountId} is not null and ${t.thirdPartyName} is null
           and ${t.fixedAmountCents} is null and ${t.shareBasisPoints} between 0 and 10000)
       or (${t.parentAccountId} is null and ${t.thirdPartyName} is not null
           and ${t.fixedAmountCents} >= 0 and ${t.shareBasisPoints} = 0)`,
    ),
  ],
);

/** A payment received (cash, check with its number, bank transfer, card terminal). */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: serial('id').primaryKey(),
    payerId: integer('payer_id')
      .notNull()
      .references(() => billingPayers.id),
    method: text('method', { enum: paymentMethods }).notNull(),
    checkNumber: text('check_number'),
    amountCents: integer('amount_cents').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_payments_payer_idx').on(t.payerId, t.receivedOn),
    check('billing_payments_positive', sql`${t.amountCents} > 0`),
    check(
      'billing_payments_check_number',
      sql`(${t.method} = 'check') = (${t.checkNumber} is not null)`,
    ),
  ],
);

/** One invoice per payer per period, whatever runs the invoicing and how many times. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    payerId: integer('payer_id')
      .notNull()
      .references(() => billingPayers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => billingAccounts.id),
    cycle: text('cycle', { enum: billingCycles }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    number: text('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_invoices_payer_period').on(t.payerId, t.cycle, t.periodStart),
    uniqueIndex('billing_invoices_number').on(t.number),
    index('billing_invoices_due_idx').on(t.dueDate),
  ],
);

/** A late fee proposed for an overdue invoice; charged only when a director approves it. */
export const billingLateFees = pgTable(
  'billing_late_fees',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: lateFeeStatuses }).notNull().default('proposed'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billing_late_fees_invoice').on(t.invoiceId),
    index('billing_late_fees_status_idx').on(t.status),
    check('billing_late_fees_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The payer's ledger, append-only (a trigger refuses updates and deletes). Charges are
 * positive, payments and credits negative, adjustments either; the balance is the sum.
 */
export const billingLedgerEntries = pgTable(
  'billing_ledger_entries',
  {
    id: serial('id').primaryKey(),
    payerId: integer('payer_id')
      .notNull()
      .references(() => billingPayers.id),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    chargeKind: text('charge_kind', { enum: chargeKinds }),
    amountCents: integer('amount_cents').notNull(),
    // The child a tuition or registration charge is for.
    childId: integer('child_id').references(() => children.id),
    // The period a tuition charge covers.
    periodStart: date('period_start', { mode: 'string' }),
    paymentId: integer('payment_id').references(() => billingPayments.id),
    lateFeeId: integer('late_fee_id').references(() => billingLateFees.id),
    reason: text('reason').notNull().default(''),
    // The centre's date it counts from.
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    // Null when the invoicing job made it.
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_ledger_payer_idx').on(t.payerId, t.id),
    uniqueIndex('billing_ledger_payment').on(t.paymentId),
    uniqueIndex('billing_ledger_late_fee').on(t.lateFeeId),
    check(
      'billing_ledger_sign',
      sql`case ${t.kind}
            when 'charge' then ${t.amountCents} > 0 and ${t.chargeKind} is not null
            when 'payment' then ${t.amountCents} < 0 and ${t.chargeKind} is null
              and ${t.paymentId} is not null
            when 'credit' then ${t.amountCents} < 0 and ${t.chargeKind} is null
            else ${t.amountCents} <> 0 and ${t.chargeKind} is null end`,
    ),
  ],
);

/** The charges an invoice bills: each charge is on one invoice at most. */
export const billingInvoiceLines = pgTable(
  'billing_invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id),
    entryId: integer('entry_id')
      .notNull()
      .references(() => billingLedgerEntries.id),
  },
  (t) => [
    uniqueIndex('billing_invoice_lines_entry').on(t.entryId),
    index('billing_invoice_lines_invoice_idx').on(t.invoiceId),
  ],
);

/** Payments and credits applied to invoices, oldest invoice first. */
export const billingAllocations = pgTable(
  'billing_allocations',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => billingLedgerEntries.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_allocations_invoice_idx').on(t.invoiceId),
    index('billing_allocations_entry_idx').on(t.entryId),
    check('billing_allocations_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Year-end statements made for a payer: each regeneration is a new, amended version. */
export const billingStatements = pgTable(
  'billing_statements',
  {
    id: serial('id').primaryKey(),
    payerId: integer('payer_id')
      .notNull()
      .references(() => billingPayers.id),
    taxYear: integer('tax_year').notNull(),
    version: integer('version').notNull(),
    taxDocumentId: integer('tax_document_id').references(() => taxDocuments.id, {
      onDelete: 'set null',
    }),
    totalPaidCents: integer('total_paid_cents').notNull(),
    // The run (job) that made it: a run taken up again after a crash skips payers it did.
    runKey: text('run_key').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_statements_payer_year_version').on(t.payerId, t.taxYear, t.version),
    uniqueIndex('billing_statements_payer_run').on(t.payerId, t.runKey),
  ],
);
