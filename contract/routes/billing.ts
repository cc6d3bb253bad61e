import {
  accountListQuery,
  accountPlanRequest,
  adjustmentRequest,
  billingIdParam,
  billingPageQuery,
  billingSettingsRequest,
  childDiscountRequest,
  createPlanRequest,
  invoicingRunRequest,
  lateFeeListQuery,
  payerSharesRequest,
  paymentInstructionsRequest,
  recordPaymentRequest,
  statementsQuery,
  statementsRequest,
  thirdPartyPayerRequest,
  updatePlanRequest,
  updateThirdPartyRequest,
} from '../billing.ts';
import {
  accountDetail,
  accountListItem,
  billingSettingsResponse,
  invoiceResponse,
  invoiceWithLines,
  lateFeeResponse,
  ledgerEntryResponse,
  myBillingResponse,
  payerDetail,
  payerSummary,
  paymentInstructionsResponse,
  paymentResponse,
  planResponse,
  queuedJobResponse,
  statementResponse,
} from '../billing-views.ts';
import { errorResponse } from '../errors.ts';
import { z } from '../zod.ts';
import { defineRoutes } from './define.ts';

const tag = 'billing';

/**
 * Plans and the centre's billing settings (decision 034): directors add plans, change a price
 * (from the plan's next period), retire a plan, and write the payment instructions, tax id and
 * late-fee rules.
 */
const planRoutes = defineRoutes({
  'GET /api/billing/plans': {
    operationId: 'listBillingPlans',
    tag,
    summary: 'Plans with their prices today and any announced change',
    access: 'billing.manage',
    responses: { 200: z.array(planResponse) },
  },
  'POST /api/billing/plans': {
    operationId: 'createBillingPlan',
    tag,
    summary: 'Add a plan (its price applies from its current period)',
    access: 'billing.manage',
    body: createPlanRequest,
    responses: { 201: planResponse },
  },
  'PUT /api/billing/plans/:id': {
    operationId: 'updateBillingPlan',
    tag,
    summary: 'Rename a plan, change its price (from its next period) or retire it',
    access: 'billing.manage',
    params: billingIdParam,
    body: updatePlanRequest,
    responses: { 200: planResponse, 404: errorResponse },
  },
  'GET /api/billing/settings': {
    operationId: 'getBillingSettings',
    tag,
    summary: "The provider's tax id, invoices' due days and the late-fee rules",
    access: 'billing.manage',
    responses: { 200: billingSettingsResponse },
  },
  'PUT /api/billing/settings': {
    operationId: 'updateBillingSettings',
    tag,
    summary: "Change the provider's tax id, due days or late-fee rules",
    access: 'billing.manage',
    body: billingSettingsRequest,
    responses: { 200: billingSettingsResponse },
  },
  'GET /api/payment-instructions': {
    operationId: 'getPaymentInstructions',
    tag,
    summary: 'How to pay the centre (payee, bank details, address for checks, reference)',
    access: 'billing.read',
    responses: { 200: paymentInstructionsResponse },
  },
  'PUT /api/payment-instructions': {
    operationId: 'updatePaymentInstructions',
    tag,
    summary: 'Write how families pay (payee, bank details, address for checks, reference)',
    access: 'billing.manage',
    body: paymentInstructionsRequest,
    responses: { 200: paymentInstructionsResponse },
  },
});

/**
 * The directors' accounts (decision 034): families' accounts with balance and state, one
 * account with its plan schedule, and its settings: plan, shares, third parties, discounts.
 */
const accountRoutes = defineRoutes({
  'GET /api/billing/accounts': {
    operationId: 'listBillingAccounts',
    tag,
    summary: "Families' billing accounts, newest first, by state when asked (paged)",
    access: 'billing.manage',
    query: accountListQuery,
    paged: true,
    responses: { 200: z.array(accountListItem), 400: errorResponse },
  },
  'GET /api/billing/accounts/:id': {
    operationId: 'getBillingAccount',
    tag,
    summary: 'A billing account: children, payers, plan schedule, next billing date',
    access: 'billing.manage',
    params: billingIdParam,
    responses: { 200: accountDetail, 404: errorResponse },
  },
  'PUT /api/billing/accounts/:id/plan': {
    operationId: 'setAccountPlan',
    tag,
    summary: "Put an account on a plan, from its current plan's next period",
    access: 'billing.manage',
    params: billingIdParam,
    body: accountPlanRequest,
    responses: { 200: accountDetail, 400: errorResponse, 404: errorResponse },
  },
  'PUT /api/billing/accounts/:id/shares': {
    operationId: 'setPayerShares',
    tag,
    summary: "Set the guardians' shares (every guardian payer once, adding up to 100 %)",
    access: 'billing.manage',
    params: billingIdParam,
    body: payerSharesRequest,
    responses: { 200: accountDetail, 400: errorResponse, 404: errorResponse },
  },
  'POST /api/billing/accounts/:id/third-party-payers': {
    operationId: 'addThirdPartyPayer',
    tag,
    summary: 'Add a third party (employer, agency) paying a fixed amount per period',
    access: 'billing.manage',
    params: billingIdParam,
    body: thirdPartyPayerRequest,
    idempotent: true,
    responses: { 201: payerSummary, 404: errorResponse },
  },
  'PATCH /api/billing/payers/:id': {
    operationId: 'updateThirdPartyPayer',
    tag,
    summary: "Change a third party's name or amount, or end it",
    access: 'billing.manage',
    params: billingIdParam,
    body: updateThirdPartyRequest,
    responses: { 200: payerSummary, 400: errorResponse, 404: errorResponse },
  },
  'PUT /api/billing/children/:id/discount': {
    operationId: 'setChildDiscount',
    tag,
    summary: "A child's discount off each period's tuition (basis points)",
    access: 'billing.manage',
    params: billingIdParam,
    body: childDiscountRequest,
    responses: { 200: accountDetail, 404: errorResponse },
  },
});

/**
 * What directors do with families' money (decision 034): payments received, adjustments,
 * late fees and invoicing runs. Each takes an `Idempotency-Key` (decision 045).
 */
const moneyRoutes = defineRoutes({
  'POST /api/billing/payers/:id/payments': {
    operationId: 'recordPayment',
    tag,
    summary: 'Record a payment received (applied to the oldest open invoices)',
    access: 'payment.record',
    params: billingIdParam,
    body: recordPaymentRequest,
    idempotent: true,
    responses: { 201: paymentResponse, 404: errorResponse },
  },
  'POST /api/billing/payers/:id/adjustments': {
    operationId: 'addLedgerAdjustment',
    tag,
    summary: "Add a credit, a charge or a correction to a payer's ledger, with its reason",
    access: 'billing.manage',
    params: billingIdParam,
    body: adjustmentRequest,
    idempotent: true,
    responses: { 201: ledgerEntryResponse, 404: errorResponse },
  },
  'GET /api/billing/late-fees': {
    operationId: 'listLateFees',
    tag,
    summary: 'Late fees proposed for overdue invoices (or those approved or dismissed), paged',
    access: 'billing.manage',
    query: lateFeeListQuery,
    paged: true,
    responses: { 200: z.array(lateFeeResponse), 400: errorResponse },
  },
  'POST /api/billing/late-fees/:id/approve': {
    operationId: 'approveLateFee',
    tag,
    summary: 'Approve a proposed late fee: it is charged to the payer',
    access: 'billing.manage',
    params: billingIdParam,
    idempotent: true,
    responses: { 204: z.null(), 404: errorResponse },
  },
  'POST /api/billing/late-fees/:id/dismiss': {
    operationId: 'dismissLateFee',
    tag,
    summary: 'Dismiss a proposed late fee',
    access: 'billing.manage',
    params: billingIdParam,
    idempotent: true,
    responses: { 204: z.null(), 404: errorResponse },
  },
  'POST /api/billing/invoicing-runs': {
    operationId: 'startInvoicingRun',
    tag,
    summary: "Issue the invoices of the period holding `date` (a job; a period's are issued once)",
    access: 'billing.manage',
    body: invoicingRunRequest,
    idempotent: true,
    responses: { 202: queuedJobResponse },
  },
});

/**
 * What a payer may read of their billing (decision 034): directors any payer's, a parent only
 * their own (404 otherwise). Invoices and receipts download as PDFs in the reader's language.
 */
const payerRoutes = defineRoutes({
  'GET /api/billing/mine': {
    operationId: 'getMyBilling',
    tag,
    summary: "The signed-in parent's own payer records: balance, plan, open invoices",
    access: 'parentPortal.read',
    responses: { 200: myBillingResponse },
  },
  'GET /api/billing/payers/:id': {
    operationId: 'getPayer',
    tag,
    summary: "A payer's balance, state, plan and open invoices",
    access: 'billing.read',
    params: billingIdParam,
    responses: { 200: payerDetail, 404: errorResponse },
  },
  'GET /api/billing/payers/:id/invoices': {
    operationId: 'listPayerInvoices',
    tag,
    summary: "A payer's invoices, newest period first (paged)",
    access: 'billing.read',
    params: billingIdParam,
    query: billingPageQuery,
    paged: true,
    responses: { 200: z.array(invoiceResponse), 400: errorResponse, 404: errorResponse },
  },
  'GET /api/billing/payers/:id/payments': {
    operationId: 'listPayerPayments',
    tag,
    summary: "A payer's payments, newest first (paged)",
    access: 'billing.read',
    params: billingIdParam,
    query: billingPageQuery,
    paged: true,
    responses: { 200: z.array(paymentResponse), 400: errorResponse, 404: errorResponse },
  },
  'GET /api/billing/payers/:id/ledger': {
    operationId: 'listPayerLedger',
    tag,
    summary: "A payer's ledger, newest entry first (paged)",
    access: 'billing.read',
    params: billingIdParam,
    query: billingPageQuery,
    paged: true,
    responses: { 200: z.array(ledgerEntryResponse), 400: errorResponse, 404: errorResponse },
  },
  'GET /api/billing/invoices/:id': {
    operationId: 'getInvoice',
    tag,
    summary: 'An invoice with its lines',
    access: 'billing.read',
    params: billingIdParam,
    responses: { 200: invoiceWithLines, 404: errorResponse },
  },
  'GET /api/billing/invoices/:id/pdf': {
    operationId: 'downloadInvoicePdf',
    tag,
    summary: 'An invoice as a PDF, in the reader’s language',
    access: 'billing.read',
    params: billingIdParam,
    file: ['application/pdf'],
    responses: { 404: errorResponse },
  },
  'GET /api/billing/payments/:id/receipt': {
    operationId: 'downloadPaymentReceipt',
    tag,
    summary: 'A payment’s receipt as a PDF, in the reader’s language',
    access: 'billing.read',
    params: billingIdParam,
    file: ['application/pdf'],
    responses: { 404: errorResponse },
  },
});

/** Year-end statements (decision 034): made by a job, one per payer, listed by tax year. */
const statementRoutes = defineRoutes({
  'POST /api/billing/statements': {
    operationId: 'requestYearEndStatements',
    tag,
    summary: "Make every payer's year-end statement for a tax year (a job; again: amended)",
    access: 'billing.manage',
    body: statementsRequest,
    responses: { 202: queuedJobResponse },
  },
  'GET /api/billing/statements': {
    operationId: 'listYearEndStatements',
    tag,
    summary: 'The year-end statements made for a tax year, newest first',
    access: 'billing.manage',
    query: statementsQuery,
    responses: { 200: z.array(statementResponse) },
  },
});

/** Every billing route (decision 034): plans, accounts, money, payers' reading, statements. */
export const billingRoutes = {
  ...planRoutes,
  ...accountRoutes,
  ...moneyRoutes,
  ...payerRoutes,
  ...statementRoutes,
};
