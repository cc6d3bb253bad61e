import { describe, expect, it } from 'vitest';
import type { ChildResponse } from '../../../contract/children.ts';
import { childStats, filterChildren, hasAllergies } from './children-filter.ts';

const child = (id: number, firstName: string, lastName: string, room: string) =>
  ({ id, firstName, lastName, room }) as ChildResponse;
const all = [
  child(1, 'Aarav', 'Patel', 'Toddler Room'),
  child(2, 'Anika', 'Patel', 'Preschool Room'),
  child(3, 'Jayden', 'Johnson', 'Pre-K Room'),
  child(4, 'Mia', 'Lopez', 'Infant Room'),
];
const names = (list: ChildResponse[]) => list.map((c) => c.firstName);

describe('children search and room filter', () => {
  it('matches any part of the full name, in any letter case', () => {
    expect(names(filterChildren(all, 'patel', 'all'))).toEqual(['Aarav', 'Anika']);
    expect(names(filterChildren(all, ' ANIKA P ', 'all'))).toEqual(['Anika']);
    expect(names(filterChildren(all, '', 'all'))).toHaveLength(4);
  });

  it('filters by room, and combines with the search', () => {
    expect(names(filterChildren(all, '', 'toddlers'))).toEqual(['Aarav']);
    expect(names(filterChildren(all, '', 'pre-k'))).toEqual(['Jayden']);
    expect(names(filterChildren(all, 'patel', 'infants'))).toEqual([]);
  });

  it('counts Preschool and Pre-K children as preschoolers', () => {
    expect(childStats(all)).toEqual({ total: 4, infants: 1, toddlers: 1, preschoolers: 2 });
  });

  it('shows allergies unless empty or None', () => {
    expect(hasAllergies('Peanuts')).toBe(true);
    expect(hasAllergies('')).toBe(false);
    expect(hasAllergies(' None ')).toBe(false);
  });
});
