import { isoDate, timestamp } from './common.ts';
import {
  billingCycles,
  billingStatuses,
  chargeKinds,
  ledgerKinds,
  paymentMethods,
} from './enums.ts';
import { z } from './zod.ts';

/** Billing (decision 034): what the server answers. Amounts in cents. */

const status = z.enum(billingStatuses);

export const planResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  cycle: z.enum(billingCycles),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  /** The price per child and period in force today, and the registration fee. */
  amountCents: z.number().int(),
  registrationFeeCents: z.number().int(),
  /** A price change announced for the plan's next period, if any. */
  nextPrice: z
    .object({
      amountCents: z.number().int(),
      registrationFeeCents: z.number().int(),
      effectiveFrom: isoDate,
    })
    .nullable(),
});
export type PlanResponse = z.infer<typeof planResponse>;

/** A plan as an account has it (from `effectiveFrom`). */
export const accountPlan = z.object({
  planId: z.number().int(),
  name: z.string(),
  cycle: z.enum(billingCycles),
  effectiveFrom: isoDate,
});

export const payerSummary = z.object({
  id: z.number().int(),
  kind: z.enum(['guardian', 'thirdParty']),
  /** The guardian's parent account, or null for a third party. */
  parentAccountId: z.number().int().nullable(),
  name: z.string(),
  shareBasisPoints: z.number().int(),
  /** A third party's amount per period. */
  fixedAmountCents: z.number().int().nullable(),
  isActive: z.boolean(),
  balanceCents: z.number().int(),
  status,
});
export type PayerSummary = z.infer<typeof payerSummary>;

export const accountChild = z.object({
  id: z.number().int(),
  name: z.string(),
  discountBasisPoints: z.number().int(),
});

export const accountListItem = z.object({
  id: z.number().int(),
  children: z.array(accountChild),
  plan: accountPlan.nullable(),
  payers: z.array(payerSummary),
  balanceCents: z.number().int(),
  /** The worst of its payers': overdue, else pending, else paid. */
  status,
});
export type AccountListItem = z.infer<typeof accountListItem>;

export const accountDetail = accountListItem.extend({
  /** The plan in force today and any change already scheduled. */
  schedule: z.array(accountPlan),
  nextBillingDate: isoDate.nullable(),
});
export type AccountDetail = z.infer<typeof accountDetail>;

export const invoiceLine = z.object({
  entryId: z.number().int(),
  chargeKind: z.enum(chargeKinds).nullable(),
  childName: z.string().nullable(),
  periodStart: isoDate.nullable(),
  /** The reason of a charge or correction made by hand ('' for tuition and fees). */
  reason: z.string(),
  amountCents: z.number().int(),
});

export const invoiceResponse = z.object({
  id: z.number().int(),
  number: z.string(),
  payerId: z.number().int(),
  cycle: z.enum(billingCycles),
  periodStart: isoDate,
  periodEnd: isoDate,
  issueDate: isoDate,
  dueDate: isoDate,
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  outstandingCents: z.number().int(),
  status,
  /** GET: the invoice as a PDF. */
  pdfPath: z.string(),
});
export type InvoiceResponse = z.infer<typeof invoiceResponse>;
export const invoiceWithLines = invoiceResponse.extend({ lines: z.array(invoiceLine) });
export type InvoiceWithLines = z.infer<typeof invoiceWithLines>;

export const paymentResponse = z.object({
  id: z.number().int(),
  payerId: z.number().int(),
  method: z.enum(paymentMethods),
  checkNumber: z.string().nullable(),
  amountCents: z.number().int(),
  receivedOn: isoDate,
  note: z.string(),
  /** What it paid: invoice numbers and amounts, oldest invoice first. */
  appliedTo: z.array(z.object({ invoiceNumber: z.string(), amountCents: z.number().int() })),
  /** GET: the receipt as a PDF. */
  receiptPath: z.string(),
  createdAt: timestamp,
});
export type PaymentResponse = z.infer<typeof paymentResponse>;

export const ledgerEntryResponse = z.object({
  id: z.number().int(),
  kind: z.enum(ledgerKinds),
  chargeKind: z.enum(chargeKinds).nullable(),
  amountCents: z.number().int(),
  childName: z.string().nullable(),
  periodStart: isoDate.nullable(),
  paymentId: z.number().int().nullable(),
  reason: z.string(),
  entryDate: isoDate,
  /** Who made it (a name), or null for the invoicing job. */
  createdBy: z.string().nullable(),
  createdAt: timestamp,
});
export type LedgerEntryResponse = z.infer<typeof ledgerEntryResponse>;

/**
 * The payer's next invoice as the invoicing job will issue it (decision 044): the day, the
 * period, and what it will come to (their part of the period's tuition and fees, and any
 * charge not invoiced yet). Its one-time registration fees are given apart.
 */
export const nextInvoice = z.object({
  issueDate: isoDate,
  cycle: z.enum(billingCycles),
  periodStart: isoDate,
  periodEnd: isoDate,
  amountCents: z.number().int(),
  registrationFeeCents: z.number().int(),
});
export type NextInvoice = z.infer<typeof nextInvoice>;

/** GET /api/billing/payers/{id}: one payer's balance, status, plan and open invoices. */
export const payerDetail = z.object({
  payer: payerSummary,
  accountId: z.number().int(),
  children: z.array(z.object({ id: z.number().int(), name: z.string() })),
  plan: accountPlan.nullable(),
  /** This payer's part of a full period's tuition on the plan in force (cents). */
  periodAmountCents: z.number().int().nullable(),
  nextBillingDate: isoDate.nullable(),
  lastPaymentDate: isoDate.nullable(),
  openInvoices: z.array(invoiceResponse),
  /** Whether any invoice was ever issued to this payer (before the first, nothing is "paid"). */
  invoiced: z.boolean(),
  /** Left to pay on issued invoices, of it overdue, and the earliest due date (decision 044). */
  dueCents: z.number().int(),
  overdueCents: z.number().int(),
  dueDate: isoDate.nullable(),
  nextInvoice: nextInvoice.nullable(),
});
export type PayerDetail = z.infer<typeof payerDetail>;

/** Why a parent cannot pay online (the spec's two messages), or null when they can. */
export const onlinePayment = z.object({
  available: z.boolean(),
  reason: z.enum(['noPlan', 'unavailable']).nullable(),
});

/**
 * A plan the centre offers, at its price per child and period today, and what the signed-in
 * parent's part of a whole period on it would be for their children (0 without any).
 */
export const offeredPlan = planResponse
  .pick({
    id: true,
    name: true,
    cycle: true,
    isDefault: true,
    amountCents: true,
    registrationFeeCents: true,
    nextPrice: true,
  })
  .extend({ yourAmountCents: z.number().int() });
export type OfferedPlan = z.infer<typeof offeredPlan>;

/** GET /api/billing/mine: the signed-in parent's own payer records (usually one). */
export const myBillingResponse = z.object({
  payers: z.array(payerDetail),
  /** The centre's plans: the active ones, and the family's own even if retired. */
  plans: z.array(offeredPlan),
  onlinePayment,
});
export type MyBillingResponse = z.infer<typeof myBillingResponse>;

export const lateFeeResponse = z.object({
  id: z.number().int(),
  status: z.enum(['proposed', 'approved', 'dismissed']),
  amountCents: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  dueDate: isoDate,
  outstandingCents: z.number().int(),
  payerId: z.number().int(),
  payerName: z.string(),
  accountId: z.number().int(),
  proposedAt: timestamp,
  decidedAt: timestamp.nullable(),
});
export type LateFeeResponse = z.infer<typeof lateFeeResponse>;

/** A job queued for work that takes a while (invoicing a period, a year's statements). */
export const queuedJobResponse = z.object({
  jobId: z.number().int(),
  periodStart: isoDate.optional(),
  periodEnd: isoDate.optional(),
});
export type QueuedJob = z.infer<typeof queuedJobResponse>;

export const statementResponse = z.object({
  id: z.number().int(),
  payerId: z.number().int(),
  payerName: z.string(),
  taxYear: z.number().int(),
  version: z.number().int(),
  totalPaidCents: z.number().int(),
  /** The tax document's download path; null if a director deleted the document. */
  filePath: z.string().nullable(),
  createdAt: timestamp,
});
export type StatementResponse = z.infer<typeof statementResponse>;

export const paymentInstructionsResponse = z.object({
  payeeName: z.string(),
  bankDetails: z.string(),
  checkAddress: z.string(),
  reference: z.string(),
  /** False until a director has written any. */
  configured: z.boolean(),
});
export type PaymentInstructionsResponse = z.infer<typeof paymentInstructionsResponse>;

export const billingSettingsResponse = z.object({
  taxId: z.string(),
  invoiceDueDays: z.number().int(),
  lateFeeCents: z.number().int(),
  lateFeeGraceDays: z.number().int(),
});
export type BillingSettingsResponse = z.infer<typeof billingSettingsResponse>;
