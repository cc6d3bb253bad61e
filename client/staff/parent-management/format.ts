import { formatCents } from '../../lib/format.ts';

/** Amounts are stored in cents and shown in US dollars per week ('$350.00/week'). */
export const perWeek = (cents: number) => `${formatCents(cents)}/week`;

/** A day as 'Nov 18, 2026', from an ISO instant or a YYYY-MM-DD date. */
export function shortDate(value: string | null): string {
  if (!value) return '—';
  // A bare date is a calendar day, not midnight UTC: read it in local time.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
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
    case 'canceled':
    case 'expired':
    case 'revoked':
      return 'danger' as const;
    default:
      return 'neutral' as const;
  }
}
