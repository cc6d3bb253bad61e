import type { ChildResponse } from '../../../contract/children.ts';

/** A child as GET /api/children answers, for the dashboard's tests: only what they vary. */
export const testChild = (
  id: number,
  firstName: string,
  room: string,
  isActive = true,
): ChildResponse => ({
  id,
  firstName,
  lastName: 'Tester',
  dateOfBirth: '2023-01-10',
  room,
  allergies: '',
  medicalInfo: '',
  emergencyContact: '',
  parentName: '',
  parentPhone: '',
  parentEmail: '',
  parentDriversLicense: '',
  relationship: 'parent',
  isActive,
  createdAt: '2025-01-01T00:00:00Z',
  nextRoom: null,
  withdrawal: null,
});
