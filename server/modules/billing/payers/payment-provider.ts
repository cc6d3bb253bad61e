/**
 * Online card payment (decision 034). This build has no payment provider: a deployment that
 * signs a contract with one implements this interface and passes it to buildApp. Until then
 * parents see the spec's 'Payment Unavailable' and pay as the centre's payment instructions
 * say; staff record what they receive.
 */
export interface PaymentProvider {
  /** The provider's name, for the log and the director's screens. */
  readonly name: string;
  /**
   * Starts paying `amountCents` for a payer: the provider's page to send the parent to. The
   * provider confirms the payment later (its webhook records it as a card payment).
   */
  startCheckout(request: {
    payerId: number;
    amountCents: number;
    description: string;
    returnUrl: string;
  }): Promise<{ redirectUrl: string }>;
}

/** Whether a parent could pay online, and if not, which of the spec's messages says why. */
export function onlinePaymentState(provider: PaymentProvider | null, hasPlan: boolean) {
  if (!hasPlan) return { available: false, reason: 'noPlan' as const };
  if (!provider) return { available: false, reason: 'unavailable' as const };
  return { available: true, reason: null };
}
