import {
  cursorParam,
  isoDate,
  lineText,
  multiLineText,
  pageLimit,
  recordId,
  selectedId,
} from './common.ts';
import { billingCycles, billingStatuses, paymentMethods } from './enums.ts';
import { taxYear } from './tax-documents.ts';
import { z } from './zod.ts';

/**
 * Billing (issue 13, decision 034): requests. Amounts are integer cents, computed on the
 * server only; shares are basis points (6000 = 60 %). Responses: billing-views.ts.
 */

/** The most one amount may be: 1,000,000.00 USD. */
export const maxAmountCents = 100_000_000;
const amountRange = 'errors.billingAmountRange';

/** Cents, 1 or more (a payment, a credit, a charge). */
export const positiveCents = z
  .number({ error: amountRange })
  .int({ error: amountRange })
  .min(1, { error: amountRange })
  .max(maxAmountCents, { error: amountRange });
/** Cents, 0 or more (a price may be nothing). */
export const centsOrZero = z
  .number({ error: amountRange })
  .int({ error: amountRange })
  .min(0, { error: amountRange })
  .max(maxAmountCents, { error: amountRange });

export const billingCycle = z.enum(billingCycles, { error: 'errors.billingCycle' });
export const billingStatus = z.enum(billingStatuses, { error: 'errors.billingStatus' });
export const paymentMethod = z.enum(paymentMethods, { error: 'errors.paymentMethod' });

const text = (required: string, max: number, tooLong: string) =>
  lineText(required).min(1, { error: required }).max(max, { error: tooLong });
const optional = (max: number, tooLong: string) =>
  lineText(tooLong).max(max, { error: tooLong }).default('');
const multiLineRequired = (required: string, max: number, tooLong: string) =>
  multiLineText(required).min(1, { error: required }).max(max, { error: tooLong });
const multiLineOptional = (max: number, tooLong: string) =>
  multiLineText(tooLong).max(max, { error: tooLong }).default('');

/**
 * The earliest date money may be recorded on (a payment received, a period invoiced): the
 * first of January of last year, so last tax year stays open to a late entry and nothing
 * lands in years long closed (decision 045). `today` is the centre's.
 */
export const earliestMoneyDate = (today: string) => `${Number(today.slice(0, 4)) - 1}-01-01`;
export const moneyDateTooEarly = 'errors.moneyDateTooEarly';

/** POST /api/billing/payers/{id}/payments: a payment received at the centre. */
export const recordPaymentRequest = z
  .object({
    amountCents: positiveCents,
    method: paymentMethod,
    /** Required for a check, and only for one. */
    checkNumber: lineText('errors.checkNumberRequired')
      .max(40, { error: 'errors.checkNumberTooLong' })
      .optional(),
    receivedOn: isoDate,
    note: multiLineOptional(500, 'errors.notesTooLong'),
  })
  .transform((body, ctx) => {
    const checkNumber = body.checkNumber || null;
    if (body.method === 'check' && !checkNumber) {
      ctx.addIssue({
        code: 'custom',
        message: 'errors.checkNumberRequired',
        path: ['checkNumber'],
      });
      return z.NEVER;
    }
    return { ...body, checkNumber: body.method === 'check' ? checkNumber : null };
  });
export type RecordPaymentRequest = z.input<typeof recordPaymentRequest>;

/**
 * POST /api/billing/payers/{id}/adjustments: a credit (lowers the balance), a charge (raises
 * it, billed on the next invoice) or a correction of either sign, always with its reason.
 */
export const adjustmentRequest = z
  .object({
    kind: z.enum(['credit', 'charge', 'adjustment'], { error: 'errors.adjustmentKind' }),
    /** Positive for a credit or a charge; a correction says its sign (never 0). */
    amountCents: z
      .number({ error: amountRange })
      .int({ error: amountRange })
      .min(-maxAmountCents, { error: amountRange })
      .max(maxAmountCents, { error: amountRange })
      .refine((n) => n !== 0, { error: amountRange }),
    reason: multiLineRequired('errors.reasonRequired', 500, 'errors.reasonTooLong'),
  })
  .refine((body) => body.kind === 'adjustment' || body.amountCents > 0, {
    error: amountRange,
    path: ['amountCents'],
  });
export type AdjustmentRequest = z.input<typeof adjustmentRequest>;

const planName = text('errors.planNameRequired', 100, 'errors.planNameTooLong');

/** POST /api/billing/plans: a plan (a monthly one, say) with its price per child and period. */
export const createPlanRequest = z.object({
  name: planName,
  cycle: billingCycle,
  amountCents: centsOrZero,
  registrationFeeCents: centsOrZero,
});
export type CreatePlanRequest = z.input<typeof createPlanRequest>;

/** PUT /api/billing/plans/{id}: a new price applies from the plan's next period. */
export const updatePlanRequest = z.object({
  name: planName,
  amountCents: centsOrZero,
  registrationFeeCents: centsOrZero,
  isActive: z.boolean({ error: 'errors.invalidValue' }),
});
export type UpdatePlanRequest = z.input<typeof updatePlanRequest>;

/** PUT /api/billing/accounts/{id}/plan: from the account's next period on. */
export const accountPlanRequest = z.object({ planId: selectedId('errors.planRequired') });

/** Basis points: 0 to 10000 (100 %). */
const basisPoints = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(10000, {
    error: message,
  });

/** PUT /api/billing/accounts/{id}/shares: every active guardian payer once, adding to 100 %. */
export const payerSharesRequest = z.object({
  shares: z
    .array(
      z.object({
        payerId: selectedId('errors.payerNotFound'),
        shareBasisPoints: basisPoints('errors.shareRange'),
      }),
      { error: 'errors.sharesIncomplete' },
    )
    .min(1, { error: 'errors.sharesIncomplete' })
    .max(20, { error: 'errors.sharesIncomplete' }),
});
export type PayerSharesRequest = z.input<typeof payerSharesRequest>;

const thirdPartyName = text('errors.thirdPartyNameRequired', 200, 'errors.thirdPartyNameTooLong');

/** POST /api/billing/accounts/{id}/third-party-payers: an employer or agency paying per period. */
export const thirdPartyPayerRequest = z.object({
  name: thirdPartyName,
  amountCents: positiveCents,
});
/** PATCH /api/billing/payers/{id}: a third party's name, amount, or its end (isActive false). */
export const updateThirdPartyRequest = z.object({
  name: thirdPartyName,
  amountCents: positiveCents,
  isActive: z.boolean({ error: 'errors.invalidValue' }),
});

/** PUT /api/billing/children/{id}/discount: off each period's tuition, in basis points. */
export const childDiscountRequest = z.object({
  discountBasisPoints: basisPoints('errors.discountRange'),
});

/** POST /api/billing/invoicing-runs: the period of `cycle` that holds `date`. */
export const invoicingRunRequest = z.object({ cycle: billingCycle, date: isoDate });

/** POST /api/billing/statements: every payer's childcare payment statement for a year. */
export const statementsRequest = z.object({ taxYear });
export const statementsQuery = z.object({ taxYear });

/** PUT /api/payment-instructions: how families pay (shown to them as written). */
export const paymentInstructionsRequest = z.object({
  payeeName: optional(200, 'errors.payeeNameTooLong'),
  bankDetails: multiLineOptional(1000, 'errors.instructionsTooLong'),
  checkAddress: multiLineOptional(1000, 'errors.instructionsTooLong'),
  reference: optional(500, 'errors.instructionsTooLong'),
});
export type PaymentInstructionsRequest = z.input<typeof paymentInstructionsRequest>;

const days = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(60, {
    error: message,
  });
/** PUT /api/billing/settings: the provider's tax id, due dates and the late fee. */
export const billingSettingsRequest = z.object({
  taxId: optional(50, 'errors.taxIdTooLong'),
  invoiceDueDays: days('errors.dueDaysRange'),
  lateFeeCents: centsOrZero,
  lateFeeGraceDays: days('errors.graceDaysRange'),
});
export type BillingSettingsRequest = z.input<typeof billingSettingsRequest>;

export const billingIdParam = z.object({ id: recordId });
/** A page of a payer's invoices, payments or ledger, newest first. */
export const billingPageQuery = z.object({ limit: pageLimit(50), before: cursorParam.optional() });
export const accountListQuery = billingPageQuery.extend({ status: billingStatus.optional() });
/** Late fees of one state, newest proposal first (paged: decided ones pile up for years). */
export const lateFeeListQuery = billingPageQuery.extend({
  status: z
    .enum(['proposed', 'approved', 'dismissed'], { error: 'errors.invalidValue' })
    .default('proposed'),
});
