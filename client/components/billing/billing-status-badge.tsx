import type { BillingStatus } from '../../../contract/enums.ts';
import { Badge } from '../ui/badge.tsx';
import { billingStatusLabel, billingStatusVariant } from './billing-labels.ts';

/** Paid, Pending or Overdue in the spec's colours, with the word (colour is never alone). */
export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  return <Badge variant={billingStatusVariant(status)}>{billingStatusLabel(status)}</Badge>;
}
