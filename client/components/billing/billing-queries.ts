import type { InvoiceResponse, PaymentResponse } from '../../../contract/billing-views.ts';
import type { PagedListSpec } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** A payer's invoices, newest period first (both portals: the server decides whose). */
export const payerInvoicePages = (payerId: number): PagedListSpec<InvoiceResponse> => ({
  key: [...queryKeys.billing, 'payers', payerId, 'invoices'],
  path: `/api/billing/payers/${payerId}/invoices`,
  params: { limit: '10' },
});

/** A payer's payments, newest first. */
export const payerPaymentPages = (payerId: number): PagedListSpec<PaymentResponse> => ({
  key: [...queryKeys.billing, 'payers', payerId, 'payments'],
  path: `/api/billing/payers/${payerId}/payments`,
  params: { limit: '10' },
});
