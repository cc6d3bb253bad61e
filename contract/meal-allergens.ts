import type { HealthAlert } from './health-records.ts';

/** A name as a meal would spell it: lower case, and 'peanuts' also as 'peanut'. */
function stems(name: string): string[] {
  const word = name.trim().toLowerCase();
  if (!word) return [];
  return word.length > 3 && word.endsWith('s') ? [word, word.slice(0, -1)] : [word];
}

/**
 * The child's allergens a meal's text names (decision 066): each structured allergy's name,
 * and each item of the enrolment's free-text notes ('Peanuts, eggs'), found as a word or the
 * start of one, letter case ignored. A word match only: 'Dairy' is not found in 'cheese'.
 */
export function allergensInMeal(alert: HealthAlert | undefined, meal: string): string[] {
  if (!alert || !meal.trim()) return [];
  const text = meal.toLowerCase();
  const names = [
    ...alert.conditions.filter((c) => c.kind === 'allergy').map((c) => c.name),
    ...alert.allergyNotes.split(/[,;/\n]|\band\b/i),
  ];
  const found = new Set<string>();
  for (const name of names) {
    const hit = stems(name).some((stem) =>
      new RegExp(`(^|[^\\p{L}])${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text),
    );
    if (hit) found.add(name.trim());
  }
  return [...found];
}
