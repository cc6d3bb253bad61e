import type { AttendanceResponse } from '../../../contract/attendance.ts';
import type { ChildResponse } from '../../../contract/children.ts';
import type { RoomResponse } from '../../../contract/rooms.ts';
import { fullName } from '../../lib/format.ts';

export type AttendanceStatusLabel = 'Present' | 'Late' | 'Absent';

export type AttendanceRow = {
  child: ChildResponse;
  name: string;
  age: number;
  record: AttendanceResponse | undefined;
  status: AttendanceStatusLabel;
  /** What the row's button does next: check in, check out, or nothing (done for the day). */
  next: 'checkin' | 'checkout' | null;
};

const dayMs = 86_400_000;
const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Whole years of 365 days between a date of birth and `today` (spec section 9). */
export function ageInYears(dateOfBirth: string, today: string): number {
  const days = Math.floor((utcDay(today) - utcDay(dateOfBirth)) / dayMs);
  return Number.isNaN(days) ? 0 : Math.max(0, Math.floor(days / 365));
}

/** Spec section 3: present and late are themselves; anything else counts as absent. */
export function statusLabel(record: AttendanceResponse | undefined): AttendanceStatusLabel {
  if (record?.status === 'present') return 'Present';
  if (record?.status === 'late') return 'Late';
  return 'Absent';
}

function nextAction(record: AttendanceResponse | undefined): AttendanceRow['next'] {
  if (!record?.checkInTime) return 'checkin';
  if (!record.checkOutTime) return 'checkout';
  return null;
}

/** Today's table: every active child, joined with their record for the day (if any). */
export function attendanceRows(
  children: ChildResponse[],
  records: AttendanceResponse[],
  today: string,
): AttendanceRow[] {
  const byChild = new Map(records.map((r) => [r.childId, r]));
  return children
    .filter((c) => c.isActive)
    .map((child) => {
      const record = byChild.get(child.id);
      return {
        child,
        name: fullName(child),
        age: ageInYears(child.dateOfBirth, today),
        record,
        status: statusLabel(record),
        next: nextAction(record),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function filterRows(rows: AttendanceRow[], search: string, roomName: string | null) {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (roomName === null || row.child.room === roomName) &&
      (needle === '' || row.name.toLowerCase().includes(needle)),
  );
}

// The spec's filter words (All Rooms, Infants, Toddlers, Preschool), plus the centre's Pre-K.
const filterWords: Record<string, string> = {
  infants: 'Infants',
  toddlers: 'Toddlers',
  preschool: 'Preschool',
  'pre-k': 'Pre-K',
};

export type RoomFilterOption = { value: string; label: string; roomName: string | null };

export function roomFilterOptions(rooms: RoomResponse[] | undefined): RoomFilterOption[] {
  return [
    { value: 'all', label: 'All Rooms', roomName: null },
    ...(rooms ?? []).map((r) => ({
      value: r.filterKey,
      label: filterWords[r.filterKey] ?? r.shortName,
      roomName: r.name,
    })),
  ];
}
