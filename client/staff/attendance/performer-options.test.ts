import { describe, expect, it } from 'vitest';
import { emergencyContactName, performerOptions } from './performer-options.ts';

describe('performerOptions', () => {
  it('offers the parent with their relationship, the emergency contact, staff and other', () => {
    expect(
      performerOptions({
        parentName: 'Priya Patel',
        relationship: 'parent',
        emergencyContact: 'Raj Patel - (555) 310-0001',
      }),
    ).toEqual([
      'Priya Patel (parent)',
      'Raj Patel (emergency contact)',
      'Staff Member',
      'Other Authorized Guardian',
    ]);
  });

  it('leaves out the placeholders of a child whose parent has not registered yet', () => {
    expect(
      performerOptions({
        parentName: 'TBD',
        relationship: 'parent',
        emergencyContact: 'TBD - To be collected during parent invitation',
      }),
    ).toEqual(['Staff Member', 'Other Authorized Guardian']);
  });

  it('keeps a guardian’s relationship and a contact given without a number', () => {
    expect(
      performerOptions({
        parentName: 'Ana Ruiz',
        relationship: 'grandparent',
        emergencyContact: 'Luis Ruiz',
      }),
    ).toEqual([
      'Ana Ruiz (grandparent)',
      'Luis Ruiz (emergency contact)',
      'Staff Member',
      'Other Authorized Guardian',
    ]);
    expect(emergencyContactName('  Sam Lee – 555 0101 ')).toBe('Sam Lee');
  });
});
