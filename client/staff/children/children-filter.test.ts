import { describe, expect, it } from 'vitest';
import type { ChildResponse } from '../../../contract/children.ts';
import { childStats, filterChildren, hasAllergies, roomFilterOptions } from './children-filter.ts';

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

  it('offers the centre’s own rooms: an added one by its name, a renamed one too (060)', () => {
    const rooms = [
      { name: 'Babies', filterKey: 'infants' },
      { name: 'Toddler Room', filterKey: 'toddlers' },
      { name: 'Garden Room', filterKey: 'room-7' },
    ];
    expect(roomFilterOptions(rooms)).toEqual([
      { value: 'all', label: 'children.filter.all', translate: true },
      { value: 'infants', label: 'Babies', translate: false },
      { value: 'toddlers', label: 'children.filter.toddlers', translate: true },
      { value: 'room-7', label: 'Garden Room', translate: false },
    ]);
    const inGarden = [...all, child(5, 'Zoe', 'Park', 'Garden Room')];
    expect(names(filterChildren(inGarden, '', 'room-7', rooms))).toEqual(['Zoe']);
    // The spec's cards follow its rooms by their keys, whatever their names now.
    expect(childStats([child(6, 'Ben', 'Li', 'Babies')], rooms).infants).toBe(1);
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
