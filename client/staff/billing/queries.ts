import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AdjustmentRequest,
  BillingSettingsRequest,
  CreatePlanRequest,
  PaymentInstructionsRequest,
  PayerSharesRequest,
  UpdatePlanRequest,
} from '../../../contract/billing.ts';
import type {
  AccountDetail,
  AccountListItem,
  LateFeeResponse,
  LedgerEntryResponse,
  PaymentInstructionsResponse,
  PaymentResponse,
  PayerSummary,
  PlanResponse,
} from '../../../contract/billing-views.ts';
import type { BillingCycle, BillingStatus, PaymentMethod } from '../../../contract/enums.ts';
import { api, apiGet } from '../../lib/api.ts';
import type { PagedListSpec } from '../../lib/paged-list.ts';
import { queryKeys, useRefreshAfter } from '../../lib/query-keys.ts';

/** The directors' Billing area (issue 13, decision 034): reads and changes, all under 'billing'. */

const billing = queryKeys.billing;

export type BillingSettings = {
  taxId: string;
  invoiceDueDays: number;
  lateFeeCents: number;
  lateFeeGraceDays: number;
};
export type Statement = {
  id: number;
  payerId: number;
  payerName: string;
  taxYear: number;
  version: number;
  totalPaidCents: number;
  filePath: string | null;
  createdAt: string;
};
export type QueuedJob = { jobId: number; periodStart?: string; periodEnd?: string };

/** Families' accounts, newest first, of one state or all. */
export const accountPages = (status: BillingStatus | 'all'): PagedListSpec<AccountListItem> => ({
  key: [...billing, 'accounts'],
  path: '/api/billing/accounts',
  params: { limit: '20', ...(status === 'all' ? {} : { status }) },
});

export const accountQuery = (id: number) =>
  queryOptions({
    queryKey: [...billing, 'accounts', id],
    ...apiGet<AccountDetail>(`/api/billing/accounts/${id}`),
  });

export const ledgerPages = (payerId: number): PagedListSpec<LedgerEntryResponse> => ({
  key: [...billing, 'payers', payerId, 'ledger'],
  path: `/api/billing/payers/${payerId}/ledger`,
  params: { limit: '20' },
});

/** Late fees waiting for a decision, newest proposal first (paged). */
export const proposedLateFeePages = (): PagedListSpec<LateFeeResponse> => ({
  key: [...billing, 'late-fees', 'proposed'],
  path: '/api/billing/late-fees',
  params: { status: 'proposed', limit: '20' },
});

export const plansQuery = () =>
  queryOptions({
    queryKey: [...billing, 'plans'],
    ...apiGet<PlanResponse[]>('/api/billing/plans'),
  });

export const billingSettingsQuery = () =>
  queryOptions({
    queryKey: [...billing, 'settings'],
    ...apiGet<BillingSettings>('/api/billing/settings'),
  });

export const instructionsQuery = () =>
  queryOptions({
    queryKey: [...billing, 'instructions'],
    ...apiGet<PaymentInstructionsResponse>('/api/payment-instructions'),
  });

export const statementsQuery = (taxYear: number) =>
  queryOptions({
    queryKey: [...billing, 'statements', taxYear],
    ...apiGet<Statement[]>(`/api/billing/statements?taxYear=${taxYear}`),
  });

/** A mutation that refreshes every billing screen (and Parent Management's columns) after. */
function useBillingChange<V, R>(send: (variables: V) => Promise<R>) {
  return useMutation({ mutationFn: send, onSuccess: useRefreshAfter('billing') });
}

export const useRunInvoicing = () =>
  useBillingChange((body: { cycle: BillingCycle; date: string }) =>
    api.post<QueuedJob>('/api/billing/invoicing-runs', body),
  );

export const useDecideLateFee = () =>
  useBillingChange(({ id, approve }: { id: number; approve: boolean }) =>
    api.post<null>(`/api/billing/late-fees/${id}/${approve ? 'approve' : 'dismiss'}`),
  );

export type PaymentBody = {
  amountCents: number;
  method: PaymentMethod;
  checkNumber?: string;
  receivedOn: string;
  note: string;
};
/** A money write and its submission's Idempotency-Key (decision 045). */
type Keyed<B> = { body: B; idempotencyKey: string };

export const useRecordPayment = (payerId: number) =>
  useBillingChange(({ body, idempotencyKey }: Keyed<PaymentBody>) =>
    api.post<PaymentResponse>(`/api/billing/payers/${payerId}/payments`, body, {
      idempotencyKey,
    }),
  );

export const useAdjust = (payerId: number) =>
  useBillingChange(({ body, idempotencyKey }: Keyed<AdjustmentRequest>) =>
    api.post<LedgerEntryResponse>(`/api/billing/payers/${payerId}/adjustments`, body, {
      idempotencyKey,
    }),
  );

export const useChangePlan = (accountId: number) =>
  useBillingChange((planId: number) =>
    api.put<AccountDetail>(`/api/billing/accounts/${accountId}/plan`, { planId }),
  );

export const useSetShares = (accountId: number) =>
  useBillingChange((body: PayerSharesRequest) =>
    api.put<AccountDetail>(`/api/billing/accounts/${accountId}/shares`, body),
  );

export const useSetDiscount = () =>
  useBillingChange(({ childId, points }: { childId: number; points: number }) =>
    api.put<AccountDetail>(`/api/billing/children/${childId}/discount`, {
      discountBasisPoints: points,
    }),
  );

export type ThirdPartyBody = { name: string; amountCents: number; isActive: boolean };
/** Adds a third party to an account (no payer id) or changes or ends one. */
export const useSaveThirdParty = (accountId: number) =>
  useBillingChange(({ payerId, body }: { payerId?: number; body: ThirdPartyBody }) =>
    payerId === undefined
      ? api.post<PayerSummary>(`/api/billing/accounts/${accountId}/third-party-payers`, {
          name: body.name,
          amountCents: body.amountCents,
        })
      : api.patch<PayerSummary>(`/api/billing/payers/${payerId}`, body),
  );

export const useSavePlan = () =>
  useBillingChange(({ id, body }: { id?: number; body: CreatePlanRequest | UpdatePlanRequest }) =>
    id === undefined
      ? api.post<PlanResponse>('/api/billing/plans', body)
      : api.put<PlanResponse>(`/api/billing/plans/${id}`, body),
  );

export const useSaveBillingSettings = () =>
  useBillingChange((body: BillingSettingsRequest) =>
    api.put<BillingSettings>('/api/billing/settings', body),
  );

export const useSaveInstructions = () =>
  useBillingChange((body: PaymentInstructionsRequest) =>
    api.put<PaymentInstructionsResponse>('/api/payment-instructions', body),
  );

export function useMakeStatements() {
  return useMutation({
    mutationFn: (taxYear: number) => api.post<QueuedJob>('/api/billing/statements', { taxYear }),
    onSuccess: useRefreshAfter('statements'),
  });
}
