import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AdjustmentRequest,
  BillingSettingsRequest,
  CreatePlanRequest,
  PaymentInstructionsRequest,
  PayerSharesRequest,
  RecordPaymentRequest,
  UpdatePlanRequest,
} from '../../../contract/billing.ts';
import type {
  BillingSettingsResponse,
  QueuedJob,
  StatementResponse,
} from '../../../contract/billing-views.ts';
import type { BillingCycle, BillingStatus } from '../../../contract/enums.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { routePages } from '../../lib/paged-list.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';

/** The directors' Billing area (issue 13, decision 034): reads and changes, all under 'billing'. */

const billing = queryKeys.billing;

export type BillingSettings = BillingSettingsResponse;
export type Statement = StatementResponse;
export type { QueuedJob };

/** Families' accounts, newest first, of one state or all. */
export const accountPages = (status: BillingStatus | 'all') =>
  routePages([...billing, 'accounts'], 'GET /api/billing/accounts', {
    query: { limit: 20, ...(status === 'all' ? {} : { status }) },
  });

export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: [...billing, 'accounts', id],
    ...routeQuery('GET /api/billing/accounts/:id', { params: { id } }),
  });

export const ledgerPages = (payerId: number) =>
  routePages([...billing, 'payers', payerId, 'ledger'], 'GET /api/billing/payers/:id/ledger', {
    params: { id: payerId },
    query: { limit: 20 },
  });

/** Late fees waiting for a decision, newest proposal first (paged). */
export const proposedLateFeePages = () =>
  routePages([...billing, 'late-fees', 'proposed'], 'GET /api/billing/late-fees', {
    query: { status: 'proposed', limit: 20 },
  });

export const plansQuery = () =>
  queryOptions({
    queryKey: [...billing, 'plans'],
    ...routeQuery('GET /api/billing/plans'),
  });

export const billingSettingsQuery = () =>
  queryOptions({
    queryKey: [...billing, 'settings'],
    ...routeQuery('GET /api/billing/settings'),
  });

export const instructionsQuery = () =>
  queryOptions({
    queryKey: [...billing, 'instructions'],
    ...routeQuery('GET /api/payment-instructions'),
  });

export const statementsQuery = (taxYear: number) =>
  queryOptions({
    queryKey: [...billing, 'statements', taxYear],
    ...routeQuery('GET /api/billing/statements', { query: { taxYear } }),
  });

/** A mutation that refreshes every billing screen (and Parent Management's columns) after. */
function useBillingChange<V, R>(send: (variables: V) => Promise<R>) {
  return useMutation({ mutationFn: send, onSuccess: useRefreshAfter('billing') });
}

export const useRunInvoicing = () =>
  useBillingChange((body: { cycle: BillingCycle; date: string }) =>
    call('POST /api/billing/invoicing-runs', { body }),
  );

export const useDecideLateFee = () =>
  useBillingChange(({ id, approve }: { id: number; approve: boolean }) =>
    approve
      ? call('POST /api/billing/late-fees/:id/approve', { params: { id } })
      : call('POST /api/billing/late-fees/:id/dismiss', { params: { id } }),
  );

/** A money write and its submission's Idempotency-Key (decision 045). */
type Keyed<B> = { body: B; idempotencyKey: string };

export const useRecordPayment = (payerId: number) =>
  useBillingChange(({ body, idempotencyKey }: Keyed<RecordPaymentRequest>) =>
    call('POST /api/billing/payers/:id/payments', {
      params: { id: payerId },
      body,
      idempotencyKey,
    }),
  );

export const useAdjust = (payerId: number) =>
  useBillingChange(({ body, idempotencyKey }: Keyed<AdjustmentRequest>) =>
    call('POST /api/billing/payers/:id/adjustments', {
      params: { id: payerId },
      body,
      idempotencyKey,
    }),
  );

export const useChangePlan = (accountId: number) =>
  useBillingChange((planId: number) =>
    call('PUT /api/billing/accounts/:id/plan', { params: { id: accountId }, body: { planId } }),
  );

export const useSetShares = (accountId: number) =>
  useBillingChange((body: PayerSharesRequest) =>
    call('PUT /api/billing/accounts/:id/shares', { params: { id: accountId }, body }),
  );

export const useSetDiscount = () =>
  useBillingChange(({ childId, points }: { childId: number; points: number }) =>
    call('PUT /api/billing/children/:id/discount', {
      params: { id: childId },
      body: { discountBasisPoints: points },
    }),
  );

export type ThirdPartyBody = { name: string; amountCents: number; isActive: boolean };
/** Adds a third party to an account (no payer id) or changes or ends one. */
export const useSaveThirdParty = (accountId: number) =>
  useBillingChange(({ payerId, body }: { payerId?: number; body: ThirdPartyBody }) =>
    payerId === undefined
      ? call('POST /api/billing/accounts/:id/third-party-payers', {
          params: { id: accountId },
          body: { name: body.name, amountCents: body.amountCents },
        })
      : call('PATCH /api/billing/payers/:id', { params: { id: payerId }, body }),
  );

/** A new plan (no id) or a change to one. */
type PlanChange =
  { id?: undefined; body: CreatePlanRequest } | { id: number; body: UpdatePlanRequest };

export const useSavePlan = () =>
  useBillingChange((change: PlanChange) =>
    change.id === undefined
      ? call('POST /api/billing/plans', { body: change.body })
      : call('PUT /api/billing/plans/:id', { params: { id: change.id }, body: change.body }),
  );

export const useSaveBillingSettings = () =>
  useBillingChange((body: BillingSettingsRequest) => call('PUT /api/billing/settings', { body }));

export const useSaveInstructions = () =>
  useBillingChange((body: PaymentInstructionsRequest) =>
    call('PUT /api/payment-instructions', { body }),
  );

export function useMakeStatements() {
  return useMutation({
    mutationFn: (taxYear: number) => call('POST /api/billing/statements', { body: { taxYear } }),
    onSuccess: useRefreshAfter('statements'),
  });
}
