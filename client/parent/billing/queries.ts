import { useQuery } from '@tanstack/react-query';
import type {
  MyBillingResponse,
  PaymentInstructionsResponse,
} from '../../../contract/billing-views.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The signed-in parent's own payer records: balance, state, plan and open invoices. */
export function useMyBilling() {
  return useQuery({
    queryKey: [...queryKeys.billing, 'mine'],
    queryFn: ({ signal }) => api.get<MyBillingResponse>('/api/billing/mine', { signal }),
  });
}

/** How the centre asks to be paid, as a director wrote it. */
export function usePaymentInstructions() {
  return useQuery({
    queryKey: [...queryKeys.billing, 'payment-instructions'],
    queryFn: ({ signal }) =>
      api.get<PaymentInstructionsResponse>('/api/payment-instructions', { signal }),
  });
}
