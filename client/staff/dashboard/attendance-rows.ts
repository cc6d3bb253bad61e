import type { AttendanceResponse } from '../../../contract/attendance.ts';
import type { ChildResponse } from '../../../contract/children.ts';
import type { Absence } from '../../../contract/handover.ts';
import { type RoomResponse, defaultRoomNames } from '../../../contract/rooms.ts';
import type { attendanceStatuses } from '../../../contract/enums.ts';
import { msg, t } from '../../i18n/i18n.ts';
import { type ChildAge, childAge } from '../../lib/child-age.ts';
import { fullName } from '../../lib/format.ts';

/** How the table counts a child's day: present, late, or absent (the stored words). */
export type AttendanceState = (typeof attendanceStatuses)[number];

export type AttendanceRow = {
  child: ChildResponse;
  name: string;
  /** Whole years, or months under one year (spec section 9). */
  age: ChildAge;
  record: AttendanceResponse | undefined;
  state: AttendanceState;
  /** Gone home for the day: counted as it came in, but shown as Checked out, not Present. */
  checkedOut: boolean;
  /** The state's label in the language active when the rows were made. */
  status: string;
  /** What the row's button does next: check in, check out, or nothing (done for the day). */
  next: 'checkin' | 'checkout' | null;
  /** An absence the family reported for today (decision 065), while not checked in. */
  absence?: Absence;
};

/** A row's age in the reader's language: '3 years old', or '5 months old' for an infant. */
export const ageText = (age: ChildAge): string =>
  age.unit === 'years'
    ? t('dashboard.age', { count: age.count })
    : t('dashboard.ageMonths', { count: age.count });

/** Spec section 3: present and late are themselves; anything else counts as absent. */
export function attendanceState(record: AttendanceResponse | undefined): AttendanceState {
  if (record?.status === 'present' || record?.status === 'late') return record.status;
  return 'absent';
}

// The attendance words are the attendance feature's (its namespace), shown here too.
const statusLabels: Record<AttendanceState, string> = {
  present: msg('attendance.status.present'),
  late: msg('attendance.status.late'),
  absent: msg('attendance.status.absent'),
};

/** Whether the child was checked in and has been collected today. */
export const isCheckedOut = (record: AttendanceResponse | undefined) =>
  Boolean(record?.checkInTime && record.checkOutTime);

/**
 * The day as the reader's language says it: Present, Late or Absent, and Checked out once the
 * child has gone home (a child collected at 8:20 PM is no longer present).
 */
export function statusLabel(record: AttendanceResponse | undefined): string {
  if (isCheckedOut(record)) return t('attendance.status.checkedOut');
  return t(statusLabels[attendanceState(record)]);
}

function nextAction(record: AttendanceResponse | undefined): AttendanceRow['next'] {
  if (!record?.checkInTime) return 'checkin';
  if (!record.checkOutTime) return 'checkout';
  return null;
}

/** Today's table (its labels in the active language): every active child, joined with their record for the day (if any). */
export function attendanceRows(
  children: ChildResponse[],
  records: AttendanceResponse[],
  today: string,
  absences: Absence[] = [],
): AttendanceRow[] {
  const byChild = new Map(records.map((r) => [r.childId, r]));
  const absent = new Map(absences.filter((a) => a.date === today).map((a) => [a.childId, a]));
  return children
    .filter((c) => c.isActive)
    .map((child) => {
      const record = byChild.get(child.id);
      return {
        child,
        name: fullName(child),
        age: childAge(child.dateOfBirth, today),
        record,
        state: attendanceState(record),
        checkedOut: isCheckedOut(record),
        status: statusLabel(record),
        next: nextAction(record),
        ...(!record?.checkInTime && absent.has(child.id) ? { absence: absent.get(child.id) } : {}),
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
  infants: msg('dashboard.roomFilter.infants'),
  toddlers: msg('dashboard.roomFilter.toddlers'),
  preschool: msg('dashboard.roomFilter.preschool'),
  'pre-k': msg('dashboard.roomFilter.preK'),
};

export type RoomFilterOption = { value: string; label: string; roomName: string | null };

/** The room filter's choices, labelled in the active language (a room's own name as it is: 060). */
export function roomFilterOptions(rooms: RoomResponse[] | undefined): RoomFilterOption[] {
  return [
    { value: 'all', label: t('dashboard.roomFilter.all'), roomName: null },
    ...(rooms ?? []).map((r) => {
      // The spec's words for its rooms under their own names; any other room by its name.
      const word = defaultRoomNames[r.filterKey] === r.name ? filterWords[r.filterKey] : undefined;
      return { value: r.filterKey, label: word ? t(word) : r.name, roomName: r.name };
    }),
  ];
}
