import type {
  ParentAccountBilling,
  ParentAccountListItem,
} from '../../../contract/parent-accounts.ts';
import { msg, t } from '../../i18n/i18n.ts';
import { perPeriod } from '../../components/billing/billing-labels.ts';
import { formatCalendarDay, formatDateTime } from '../../lib/format.ts';

/**
 * The account's amount per its plan's period, in billing's own words ('$350.00/week'); a
 * family with no plan is billed per week.
 */
export const planAmount = (cents: number, plan: string) =>
  perPeriod(cents, plan === 'monthly' ? 'monthly' : 'weekly');

/**
 * A YYYY-MM-DD date as the calendar day it is, an ISO instant as its date and time, both in
 * the reader's format and time zone; '—' when there is none.
 */
export function shortDate(value: string | null): string {
  if (!value) return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDay(value) : formatDateTime(value);
}

/** The stored subscription, payment and invitation states as labels. */
const statusLabels: Record<string, string> = {
  pending: msg('parentManagement.status.pending'),
  active: msg('parentManagement.status.active'),
  past_due: msg('parentManagement.status.pastDue'),
  canceled: msg('parentManagement.status.canceled'),
  paid: msg('parentManagement.status.paid'),
  failed: msg('parentManagement.status.failed'),
  overdue: msg('parentManagement.status.overdue'),
  succeeded: msg('parentManagement.status.succeeded'),
  accepted: msg('parentManagement.status.accepted'),
  expired: msg('parentManagement.status.expired'),
  revoked: msg('parentManagement.status.revoked'),
};

/** A state word in the reader's language; a state this screen does not know, as stored. */
export function statusLabel(status: string): string {
  const label = statusLabels[status];
  return label ? t(label) : status;
}

const planLabels: Record<string, string> = {
  weekly: msg('parentManagement.plan.weekly'),
  monthly: msg('parentManagement.plan.monthly'),
  none: msg('parentManagement.plan.none'),
};

/** The subscription plan's name ('weekly'); an unknown plan as stored. */
export function planLabel(plan: string): string {
  const label = planLabels[plan];
  return label ? t(label) : plan;
}

/** Spec section 4: badge colours for subscription and payment states; others grey. */
export function statusVariant(status: string) {
  switch (status) {
    case 'active':
    case 'accepted':
    case 'paid':
    case 'succeeded':
      return 'success' as const;
    case 'pending':
      return 'warning' as const;
    case 'past_due':
    case 'failed':
    case 'overdue':
    case 'canceled':
    case 'expired':
    case 'revoked':
      return 'danger' as const;
    default:
      return 'neutral' as const;
  }
}

/** A row with its billing columns: only directors' rows have them (issue 35). */
export const hasBilling = (
  a: ParentAccountListItem,
): a is ParentAccountListItem & ParentAccountBilling => a.paymentStatus !== undefined;
