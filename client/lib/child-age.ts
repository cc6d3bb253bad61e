const dayMs = 86_400_000;
const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** A child's age as cards show it: whole years, or whole months under one year. */
export type ChildAge = { unit: 'years' | 'months'; count: number };

/**
 * Spec section 9: 365-day years; a child under one year shows their age in months (a month
 * being a twelfth of those 365 days), so an infant is '5 months old', never '0 years old'.
 * Both dates are calendar days (YYYY-MM-DD): the centre's today, no time zone involved.
 */
export function childAge(dateOfBirth: string, today: string): ChildAge {
  const days = Math.floor((utcDay(today) - utcDay(dateOfBirth)) / dayMs);
  if (Number.isNaN(days) || days < 0) return { unit: 'months', count: 0 };
  const years = Math.floor(days / 365);
  if (years >= 1) return { unit: 'years', count: years };
  return { unit: 'months', count: Math.floor(days / (365 / 12)) };
}
