import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  billingInvoices,
  billingLateFees,
  billingPayers,
  billingPayments,
  billingPlans,
  parentAccounts,
} from '../../server/db/schema/index.ts';
import { demo, type TestApp } from './test-app.ts';

/** The demo's billing records the samples are about (the seed makes them: decision 034). */
export type BillingIds = {
  family1PayerId: number;
  family1AccountId: number;
  family1InvoiceId: number;
  family1PaymentId: number;
  approvableLateFeeId: number;
  dismissableLateFeeId: number;
  thirdPartyPayerId: number;
  weeklyPlanId: number;
  /** The separated family's account and its two guardians' payer records. */
  separated: { accountId: number; payerIds: [number, number] };
};

type Sample = {
  url?: string;
  query?: string;
  body?: unknown;
  family1Record?: boolean;
};

/** A valid request for every billing route (route-samples.ts merges them). */
export const billingSamples: Record<
  string,
  (ids: { billing: BillingIds; family1ChildId: number }) => Sample
> = {
  'GET /api/billing/mine': () => ({}),
  'GET /api/billing/payers/:id': ({ billing }) => ({
    url: `/api/billing/payers/${billing.family1PayerId}`,
    family1Record: true,
  }),
  'GET /api/billing/payers/:id/invoices': ({ billing }) => ({
    url: `/api/billing/payers/${billing.family1PayerId}/invoices`,
    query: 'limit=5',
    family1Record: true,
  }),
  'GET /api/billing/payers/:id/payments': ({ billing }) => ({
    url: `/api/billing/payers/${billing.family1PayerId}/payments`,
    family1Record: true,
  }),
  'GET /api/billing/payers/:id/ledger': ({ billing }) => ({
    url: `/api/billing/payers/${billing.family1PayerId}/ledger`,
    family1Record: true,
  }),
  'GET /api/billing/invoices/:id': ({ billing }) => ({
    url: `/api/billing/invoices/${billing.family1InvoiceId}`,
    family1Record: true,
  }),
  'GET /api/billing/invoices/:id/pdf': ({ billing }) => ({
    url: `/api/billing/invoices/${billing.family1InvoiceId}/pdf`,
    family1Record: true,
  }),
  'GET /api/billing/payments/:id/receipt': ({ billing }) => ({
    url: `/api/billing/payments/${billing.family1PaymentId}/receipt`,
    family1Record: true,
  }),
  'GET /api/payment-instructions': () => ({}),
  'PUT /api/payment-instructions': () => ({
    body: {
      payeeName: 'Sunny Days Child Care LLC',
      bankDetails: 'Brookside Community Bank, routing 021000021, account 4455667788',
      checkAddress: '100 Main Street, Brookside, NY 12534',
      reference: 'Your invoice number',
    },
  }),
  'POST /api/billing/payers/:id/payments': ({ billing }) => ({
    url: `/api/billing/payers/${billing.family1PayerId}/payments`,
    body: { amountCents: 5000, method: 'check', checkNumber: '2041', receivedOn: '2026-11-17' },
  }),
  'POST /api/billing/payers/:id/adjustments': ({ billing }) => ({
    url: `/api/billing/payers/${billing.family1PayerId}/adjustments`,
    body: { kind: 'credit', amountCents: 2500, reason: 'Closed for a snow day' },
  }),
  'GET /api/billing/late-fees': () => ({ query: 'status=proposed' }),
  'POST /api/billing/late-fees/:id/approve': ({ billing }) => ({
    url: `/api/billing/late-fees/${billing.approvableLateFeeId}/approve`,
  }),
  'POST /api/billing/late-fees/:id/dismiss': ({ billing }) => ({
    url: `/api/billing/late-fees/${billing.dismissableLateFeeId}/dismiss`,
  }),
  'POST /api/billing/invoicing-runs': () => ({ body: { cycle: 'weekly', date: '2026-11-18' } }),
  'GET /api/billing/accounts': () => ({ query: 'status=overdue&limit=10' }),
  'GET /api/billing/accounts/:id': ({ billing }) => ({
    url: `/api/billing/accounts/${billing.family1AccountId}`,
  }),
  'PUT /api/billing/accounts/:id/plan': ({ billing }) => ({
    url: `/api/billing/accounts/${billing.family1AccountId}/plan`,
    body: { planId: billing.weeklyPlanId },
  }),
  'PUT /api/billing/accounts/:id/shares': ({ billing }) => ({
    url: `/api/billing/accounts/${billing.separated.accountId}/shares`,
    body: {
      shares: [
        { payerId: billing.separated.payerIds[0], shareBasisPoints: 5000 },
        { payerId: billing.separated.payerIds[1], shareBasisPoints: 5000 },
      ],
    },
  }),
  'POST /api/billing/accounts/:id/third-party-payers': ({ billing }) => ({
    url: `/api/billing/accounts/${billing.family1AccountId}/third-party-payers`,
    body: { name: 'Acme Corp. dependent care benefit', amountCents: 5000 },
  }),
  'PATCH /api/billing/payers/:id': ({ billing }) => ({
    url: `/api/billing/payers/${billing.thirdPartyPayerId}`,
    body: { name: 'Brookside Child Care Subsidy', amountCents: 12000, isActive: true },
  }),
  'PUT /api/billing/children/:id/discount': ({ family1ChildId }) => ({
    url: `/api/billing/children/${family1ChildId}/discount`,
    body: { discountBasisPoints: 500 },
  }),
  'GET /api/billing/plans': () => ({}),
  'POST /api/billing/plans': () => ({
    body: {
      name: 'Part-time weekly',
      cycle: 'weekly',
      amountCents: 21000,
      registrationFeeCents: 15000,
    },
  }),
  'PUT /api/billing/plans/:id': ({ billing }) => ({
    url: `/api/billing/plans/${billing.weeklyPlanId}`,
    body: { name: 'Weekly Plan', amountCents: 36000, registrationFeeCents: 15000, isActive: true },
  }),
  'POST /api/billing/statements': () => ({ body: { taxYear: 2026 } }),
  'GET /api/billing/statements': () => ({ query: 'taxYear=2026' }),
  'GET /api/billing/settings': () => ({}),
  'PUT /api/billing/settings': () => ({
    body: { taxId: '12-3456789', invoiceDueDays: 4, lateFeeCents: 2500, lateFeeGraceDays: 2 },
  }),
};

/** Finds the demo family's billing records and two late fees to decide on. */
export async function makeBillingIds(t: TestApp): Promise<BillingIds> {
  const db = t.database.db;
  const [family1] = await db
    .select({ payerId: billingPayers.id, accountId: billingPayers.accountId })
    .from(billingPayers)
    .innerJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .where(eq(parentAccounts.email, demo.parent));
  const [invoice] = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(eq(billingInvoices.payerId, family1!.payerId))
    .orderBy(asc(billingInvoices.id))
    .limit(1);
  const [payment] = await db
    .select({ id: billingPayments.id })
    .from(billingPayments)
    .where(eq(billingPayments.payerId, family1!.payerId))
    .limit(1);
  const fees = await db
    .select({ id: billingLateFees.id })
    .from(billingLateFees)
    .where(eq(billingLateFees.status, 'proposed'))
    .orderBy(asc(billingLateFees.id));
  const [thirdParty] = await db
    .select({ id: billingPayers.id })
    .from(billingPayers)
    .where(and(isNull(billingPayers.parentAccountId), isNotNull(billingPayers.thirdPartyName)));
  const thompsons = await db
    .select({ payerId: billingPayers.id, accountId: billingPayers.accountId })
    .from(billingPayers)
    .innerJoin(parentAccounts, eq(parentAccounts.id, billingPayers.parentAccountId))
    .where(eq(parentAccounts.lastName, 'Thompson'))
    .orderBy(asc(billingPayers.id));
  const [weekly] = await db
    .select({ id: billingPlans.id })
    .from(billingPlans)
    .where(eq(billingPlans.isDefault, true));
  return {
    family1PayerId: family1!.payerId,
    family1AccountId: family1!.accountId,
    family1InvoiceId: invoice!.id,
    family1PaymentId: payment!.id,
    approvableLateFeeId: fees[0]!.id,
    dismissableLateFeeId: fees[1]!.id,
    thirdPartyPayerId: thirdParty!.id,
    weeklyPlanId: weekly!.id,
    separated: {
      accountId: thompsons[0]!.accountId,
      payerIds: [thompsons[0]!.payerId, thompsons[1]!.payerId],
    },
  };
}
