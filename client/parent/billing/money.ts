/**
 * What the next payment comes to: the weekly amount, plus the one-time registration fee
 * while the family has never paid (spec: 350 + 150 = 500 for the first week).
 */
export function totalDueCents(weeklyCents: number, feeCents: number, hasPaid: boolean): number {
  return weeklyCents + (hasPaid ? 0 : feeCents);
}
