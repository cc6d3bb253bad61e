import type {
  BillingCycle,
  BillingStatus,
  ChargeKind,
  LedgerKind,
  PaymentMethod,
} from '../../../contract/enums.ts';
import { msg, t } from '../../i18n/i18n.ts';
import { formatCents, formatNumber } from '../../lib/format.ts';

/**
 * Billing's words, shared by the parent's billing view and the directors' Billing area
 * (decision 034): states with the spec's colours, payment methods, ledger entry kinds and
 * amounts per period.
 */

const statusLabels: Record<BillingStatus, string> = {
  paid: msg('billingDisplay.status.paid'),
  pending: msg('billingDisplay.status.pending'),
  overdue: msg('billingDisplay.status.overdue'),
};

export const billingStatusLabel = (status: BillingStatus) => t(statusLabels[status]);

/** Spec section 3: paid green, pending yellow, overdue red. */
export function billingStatusVariant(status: BillingStatus) {
  return status === 'paid' ? 'success' : status === 'pending' ? 'warning' : 'danger';
}

const methodLabels: Record<PaymentMethod, string> = {
  cash: msg('billingDisplay.method.cash'),
  check: msg('billingDisplay.method.check'),
  bank_transfer: msg('billingDisplay.method.bankTransfer'),
  card_terminal: msg('billingDisplay.method.cardTerminal'),
};

/** 'Check no. 1042', 'Cash'. */
export function paymentMethodLabel(method: PaymentMethod, checkNumber: string | null = null) {
  return method === 'check' && checkNumber
    ? t('billingDisplay.method.checkNumbered', { number: checkNumber })
    : t(methodLabels[method]);
}

const chargeLabels: Record<ChargeKind, string> = {
  tuition: msg('billingDisplay.charge.tuition'),
  registration: msg('billingDisplay.charge.registration'),
  late_fee: msg('billingDisplay.charge.lateFee'),
  other: msg('billingDisplay.charge.other'),
};
const entryLabels: Record<Exclude<LedgerKind, 'charge'>, string> = {
  payment: msg('billingDisplay.entry.payment'),
  credit: msg('billingDisplay.entry.credit'),
  adjustment: msg('billingDisplay.entry.adjustment'),
};

/** A ledger entry or an invoice line: 'Tuition', 'Late fee', 'Payment', 'Correction'. */
export function entryLabel(kind: LedgerKind, chargeKind: ChargeKind | null) {
  if (kind === 'charge') return t(chargeLabels[chargeKind ?? 'other']);
  return t(entryLabels[kind]);
}

const cycleLabels: Record<BillingCycle, string> = {
  weekly: msg('billingDisplay.cycle.weekly'),
  monthly: msg('billingDisplay.cycle.monthly'),
};
export const billingCycleLabel = (cycle: BillingCycle) => t(cycleLabels[cycle]);

/** '$350.00/week', '$1,400.00/month'. */
export const perPeriod = (cents: number, cycle: BillingCycle) =>
  t(cycle === 'monthly' ? 'billingDisplay.perMonth' : 'billingDisplay.perWeek', {
    amount: formatCents(cents),
  });

/** A share in basis points as a percentage in the reader's numbers: 6000 → '60%'. */
export const shareLabel = (basisPoints: number) =>
  t('billingDisplay.share', { percent: formatNumber(basisPoints / 100) });
