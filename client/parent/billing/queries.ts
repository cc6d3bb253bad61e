import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The signed-in parent's own payer records: balance, state, plan and open invoices. */
export function useMyBilling() {
  return useQuery({
    queryKey: [...queryKeys.billing, 'mine'],
    ...routeQuery('GET /api/billing/mine'),
  });
}

/** How the centre asks to be paid, as a director wrote it. */
export function usePaymentInstructions() {
  return useQuery({
    queryKey: [...queryKeys.billing, 'payment-instructions'],
    ...routeQuery('GET /api/payment-instructions'),
  });
}
