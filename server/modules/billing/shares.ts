/**
 * Splitting money without losing a cent (decision 034). Every split gives parts that add up
 * to exactly the amount: each part is first rounded down, then the cents left over go one
 * each to the parts whose rounding cut the most (largest remainder), ties to the earlier
 * part, so the same inputs always give the same split.
 */
export function splitByWeights(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Cannot split ${amount}`);
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0) || total <= 0)
    throw new Error(`Cannot split by weights ${weights.join(', ')}`);
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  const left = amount - parts.reduce((sum, p) => sum + p, 0);
  const byRemainder = weights
    .map((w, index) => ({ index, remainder: (amount * w) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let k = 0; k < left; k++) parts[byRemainder[k]!.index]! += 1;
  return parts;
}

/** `amount` × `basisPoints` / 10000, rounded half up (amounts and points are never negative). */
export const ofBasisPoints = (amount: number, basisPoints: number): number =>
  Math.floor((amount * basisPoints + 5000) / 10000);

/** `amount` × `part` / `whole`, rounded half up: a price for some days of a period. */
export const prorate = (amount: number, part: number, whole: number): number =>
  part >= whole ? amount : Math.floor((amount * part * 2 + whole) / (whole * 2));

export type SplitCharge = { key: string; amountCents: number; tuition: boolean };
export type SplitPayer = {
  id: number;
  /** A guardian's share in basis points (0 to 10000). */
  shareBasisPoints: number;
  /** A third party's fixed amount per period; null for a guardian. */
  fixedAmountCents: number | null;
};

/**
 * A period's charges (each child's tuition, registration fees) split between the account's
 * payers: each third party first takes its fixed amount out of the tuition (never more than
 * there is), spread over the children's tuition in proportion; what is left of each charge is
 * split between the guardians by their shares. Returns each payer's part of each charge,
 * leaving out parts of 0. Each charge's parts add up to the charge exactly.
 */
export function splitCharges(
  charges: readonly SplitCharge[],
  payers: readonly SplitPayer[],
): Map<number, { key: string; amountCents: number }[]> {
  const out = new Map<number, { key: string; amountCents: number }[]>();
  const give = (payerId: number, key: string, amountCents: number) => {
    if (amountCents <= 0) return;
    const list = out.get(payerId) ?? [];
    list.push({ key, amountCents });
    out.set(payerId, list);
  };
  const left = charges.map((c) => c.amountCents);
  const thirdParties = payers.filter((p) => p.fixedAmountCents !== null);
  for (const party of thirdParties) {
    const tuition = charges.map((c, i) => (c.tuition ? left[i]! : 0));
    const available = tuition.reduce((sum, n) => sum + n, 0);
    const taken = Math.min(party.fixedAmountCents!, available);
    if (taken <= 0) continue;
    splitByWeights(taken, tuition).forEach((part, i) => {
      left[i]! -= part;
      give(party.id, charges[i]!.key, part);
    });
  }
  const guardians = payers.filter((p) => p.fixedAmountCents === null);
  const weights = guardians.map((g) => g.shareBasisPoints);
  if (weights.reduce((sum, w) => sum + w, 0) <= 0) return out;
  charges.forEach((charge, i) => {
    if (left[i]! <= 0) return;
    splitByWeights(left[i]!, weights).forEach((part, k) =>
      give(guardians[k]!.id, charge.key, part),
    );
  });
  return out;
}
