import { routePages } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** A payer's invoices, newest period first (both portals: the server decides whose). */
export const payerInvoicePages = (payerId: number) =>
  routePages(
    [...queryKeys.billing, 'payers', payerId, 'invoices'],
    'GET /api/billing/payers/:id/invoices',
    { params: { id: payerId }, query: { limit: 10 } },
  );

/** A payer's payments, newest first. */
export const payerPaymentPages = (payerId: number) =>
  routePages(
    [...queryKeys.billing, 'payers', payerId, 'payments'],
    'GET /api/billing/payers/:id/payments',
    { params: { id: payerId }, query: { limit: 10 } },
  );
