import { testChild } from './test-children.ts';
import { describe, expect, it } from 'vitest';
import type { AttendanceResponse } from '../../../contract/attendance.ts';
import {
  ageText,
  attendanceRows,
  filterRows,
  roomFilterOptions,
  statusLabel,
} from './attendance-rows.ts';

const child = testChild;
const record = (childId: number, over: Partial<AttendanceResponse> = {}): AttendanceResponse => ({
  id: childId * 10,
  childId,
  date: '2026-11-18',
  checkInTime: '08:15',
  checkOutTime: null,
  status: 'present',
  checkInRecordedBy: null,
  checkOutRecordedBy: null,
  checkInBy: 'Parent',
  checkOutBy: null,
  ...over,
});

describe('statusLabel', () => {
  it('says Present, Late, and Absent for anything else or no record', () => {
    expect(statusLabel(record(1))).toBe('Present');
    expect(statusLabel(record(1, { status: 'late' }))).toBe('Late');
    expect(statusLabel(record(1, { status: 'absent', checkInTime: null }))).toBe('Absent');
    expect(statusLabel(undefined)).toBe('Absent');
  });

  it('says Checked out, not Present, once the child has gone home', () => {
    expect(statusLabel(record(1, { checkOutTime: '20:20', checkOutBy: 'Dad' }))).toBe(
      'Checked out',
    );
  });
});

describe('attendanceRows', () => {
  const kids = [
    child(1, 'Zoe', 'Infant Room'),
    child(2, 'Adam', 'Toddler Room'),
    child(3, 'Gone', 'Toddler Room', false),
    child(4, 'Mia', 'Pre-K Room'),
  ];
  const rows = attendanceRows(
    kids,
    [record(1), record(4, { checkOutTime: '15:30' })],
    '2026-11-18',
  );

  it('lists active children by name with what each needs next', () => {
    expect(rows.map((r) => [r.name, r.status, r.next])).toEqual([
      ['Adam Tester', 'Absent', 'checkin'],
      ['Mia Tester', 'Checked out', null],
      ['Zoe Tester', 'Present', 'checkout'],
    ]);
    expect(rows[0]!.age).toEqual({ unit: 'years', count: 3 });
    expect(ageText(rows[0]!.age)).toBe('3 years old');
  });

  it('gives an infant under one year their age in months, never 0 years (spec section 9)', () => {
    const [baby] = attendanceRows(
      [{ ...child(5, 'Noa', 'Infant Room'), dateOfBirth: '2026-06-01' }],
      [],
      '2026-11-18',
    );
    expect(baby!.age).toEqual({ unit: 'months', count: 5 });
    expect(ageText(baby!.age)).toBe('5 months old');
    expect(ageText({ unit: 'months', count: 1 })).toBe('1 month old');
  });

  it('filters by name (any case, trimmed) and by room', () => {
    expect(filterRows(rows, '  zo ', null).map((r) => r.name)).toEqual(['Zoe Tester']);
    expect(filterRows(rows, '', 'Toddler Room').map((r) => r.name)).toEqual(['Adam Tester']);
    expect(filterRows(rows, 'zoe', 'Toddler Room')).toEqual([]);
  });
});

describe('roomFilterOptions', () => {
  it("offers All Rooms and the spec's room words, Pre-K included", () => {
    const rooms = [
      ['Infant Room', 'Infant', 'infants'],
      ['Toddler Room', 'Toddler', 'toddlers'],
      ['Preschool Room', 'Preschool', 'preschool'],
      ['Pre-K Room', 'Pre-K', 'pre-k'],
    ].map(([name, shortName, filterKey], i) => ({
      id: i + 1,
      name: name!,
      shortName: shortName!,
      filterKey: filterKey!,
      childrenPerStaff: 4,
      sortOrder: i,
      ageFromMonths: 0,
      ageToMonths: 12,
      childCount: 0,
    }));
    expect(roomFilterOptions(rooms).map((o) => o.label)).toEqual([
      'All Rooms',
      'Infants',
      'Toddlers',
      'Preschool',
      'Pre-K',
    ]);
    // A renamed or added room is shown by its own name, as typed (decision 060).
    const renamed = [
      { ...rooms[0]!, name: 'Babies' },
      { ...rooms[1]!, id: 9, name: 'Garden Room', filterKey: 'room-9' },
    ];
    expect(roomFilterOptions(renamed).map((o) => o.label)).toEqual([
      'All Rooms',
      'Babies',
      'Garden Room',
    ]);
    expect(roomFilterOptions(undefined)).toEqual([
      { value: 'all', label: 'All Rooms', roomName: null },
    ]);
  });
});
