import { describe, expect, it } from 'vitest';
import type { StaffResponse } from '../../../contract/staff.ts';
import { filterStaff, staffStats } from './staff-filter.ts';

const member = (firstName: string, role: string, isOnDuty = false): StaffResponse => ({
  id: firstName.length,
  firstName,
  lastName: 'Smith',
  role,
  room: null,
  phone: '(555) 000-0000',
  email: `${firstName}@example.com`,
  isOnDuty,
});
const staff = [
  member('Ann', 'Lead Teacher', true),
  member('Bea', 'assistant teacher'),
  member('Cal', 'Nurse', true),
  member('Dee', 'Director'),
  member('Eve', 'Support Staff'),
];

describe('filterStaff', () => {
  it('finds by first or last name and by job title, in any letter case', () => {
    expect(filterStaff(staff, 'ann', 'all').map((m) => m.firstName)).toEqual(['Ann']);
    expect(filterStaff(staff, 'ANN SMITH', 'all').map((m) => m.firstName)).toEqual(['Ann']);
    expect(filterStaff(staff, 'nurse', 'all').map((m) => m.firstName)).toEqual(['Cal']);
    expect(filterStaff(staff, '  ', 'all')).toHaveLength(5);
  });

  it('filters teachers, nurses and directors by the word in the title', () => {
    expect(filterStaff(staff, '', 'teachers').map((m) => m.firstName)).toEqual(['Ann', 'Bea']);
    expect(filterStaff(staff, '', 'nurses').map((m) => m.firstName)).toEqual(['Cal']);
    expect(filterStaff(staff, '', 'directors').map((m) => m.firstName)).toEqual(['Dee']);
    expect(filterStaff(staff, 'bea', 'nurses')).toEqual([]);
  });
});

describe('staffStats', () => {
  it('counts everyone, who is on duty, teachers, and everyone else as support', () => {
    expect(staffStats(staff)).toEqual({ total: 5, onDuty: 2, teachers: 2, support: 3 });
    expect(staffStats([])).toEqual({ total: 0, onDuty: 0, teachers: 0, support: 0 });
  });
});
