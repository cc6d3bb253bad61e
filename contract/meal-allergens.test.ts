import { describe, expect, it } from 'vitest';
import { allergensInMeal } from './meal-allergens.ts';

const alert = (names: string[], notes = '') => ({
  childId: 1,
  conditions: names.map((name) => ({
    kind: 'allergy' as const,
    name,
    severity: 'severe' as const,
  })),
  allergyNotes: notes,
});

describe('allergensInMeal', () => {
  it('finds an allergy named in the meal, singular or plural, any case', () => {
    expect(allergensInMeal(alert(['Peanuts']), 'Peanut butter sandwich')).toEqual(['Peanuts']);
    expect(allergensInMeal(alert(['Eggs']), 'Scrambled EGGS and toast')).toEqual(['Eggs']);
  });

  it('reads the free-text notes item by item', () => {
    expect(allergensInMeal(alert([], 'Dairy, eggs'), 'Boiled egg')).toEqual(['eggs']);
  });

  it('matches words, not parts of other words, and nothing for an empty meal', () => {
    expect(allergensInMeal(alert(['Oat']), 'Goat cheese')).toEqual([]);
    expect(allergensInMeal(alert(['Peanuts']), '  ')).toEqual([]);
    expect(allergensInMeal(undefined, 'Peanuts')).toEqual([]);
  });
});
