import { z } from './zod.ts';
import { isoDate } from './common.ts';
import { reportQuery } from './reports.ts';

/**
 * What a licensing inspector asks for beyond the spec's report (issue 15, decision 032): how
 * long each room was out of its ratio, and the day's sign-in/out sheet.
 */
export const licensingErrors = {
  invalidFormat: 'licensing.errors.invalidFormat',
} as const;

/** GET /api/reports/ratios and /ratios/export: the same period and room as the report. */
export const ratioQuery = reportQuery;

const count = z.number().int();

/** One room on one open day: the minutes it had more children than its ratio allows. */
export const ratioDay = z.object({
  date: isoDate,
  room: z.string(),
  filterKey: z.string(),
  /** The room's ratio (children per staff member), as set today. */
  childrenPerStaff: count,
  /** Whole minutes with more children in the room than on-duty staff × ratio. */
  minutesOutOfRatio: count,
  /** The most children in the room at once that day. */
  peakChildren: count,
  /** At the worst moment out of ratio, how many more staff were needed (0 when never out). */
  staffShort: count,
});
export type RatioDay = z.infer<typeof ratioDay>;

/** One room in one month of the period: its open days and how many were out of ratio. */
export const ratioMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  room: z.string(),
  filterKey: z.string(),
  openDays: count,
  daysOutOfRatio: count,
  minutesOutOfRatio: count,
});
export type RatioMonth = z.infer<typeof ratioMonth>;

export const ratioComplianceResponse = z.object({
  start: isoDate,
  end: isoDate,
  room: z.string(),
  /** Every room and open day of the period (up to now), by day then room. */
  days: z.array(ratioDay),
  months: z.array(ratioMonth),
});
export type RatioComplianceResponse = z.infer<typeof ratioComplianceResponse>;

export const signInSheetFormats = ['csv', 'pdf'] as const;
export type SignInSheetFormat = (typeof signInSheetFormats)[number];

/** GET /api/reports/sign-in-sheet: one day (the centre's today when left out), a room or all. */
export const signInSheetQuery = z.object({
  date: isoDate.optional(),
  room: reportQuery.shape.room,
});
export type SignInSheetQuery = z.input<typeof signInSheetQuery>;

export const signInSheetExportQuery = signInSheetQuery.extend({
  format: z.enum(signInSheetFormats, { error: licensingErrors.invalidFormat }),
});
export type SignInSheetExportQuery = z.input<typeof signInSheetExportQuery>;

/** A child's line on the sheet; times are the centre's wall clock (HH:MM), empty when none. */
/** How a check-in or check-out was recorded (decision 070). */
export const recordingMethods = ['staff', 'offline', 'kiosk'] as const;
export type RecordingMethod = (typeof recordingMethods)[number];
/** Its words on the sheet (locales/…/licensing.json). */
const recordingMethodLabels: Record<RecordingMethod, string> = {
  staff: 'licensing.sheet.method.staff',
  offline: 'licensing.sheet.method.offline',
  kiosk: 'licensing.sheet.method.kiosk',
};
export const recordingMethodLabel = (method: RecordingMethod) => recordingMethodLabels[method];

export const signInSheetRow = z.object({
  childId: count,
  childName: z.string(),
  /** present, late, absent; null when nothing was recorded that day. */
  status: z.enum(['present', 'late', 'absent']).nullable(),
  checkIn: z.string().nullable(),
  droppedOffBy: z.string().nullable(),
  checkOut: z.string().nullable(),
  pickedUpBy: z.string().nullable(),
  /** How the collector was checked at the door (decision 065): the ID seen, and for someone
   * not on the pick-up list the approving director; null for check-outs without them. */
  pickUpIdChecked: z.boolean().nullable(),
  pickUpApprovedBy: z.string().nullable(),
  /** How each was recorded (decision 070): staff, a staff device's offline queue, or the
   * guardian at the door kiosk; null when there was none. */
  checkInMethod: z.enum(recordingMethods).nullable(),
  checkOutMethod: z.enum(recordingMethods).nullable(),
});
export type SignInSheetRow = z.infer<typeof signInSheetRow>;

const signInStatusLabels = {
  present: 'licensing.status.present',
  late: 'licensing.status.late',
  absent: 'licensing.status.absent',
} as const;

/**
 * The catalogue id of a sheet row's status: 'Checked out' once the child was collected (never
 * 'Present' for a child who has gone home), 'Not recorded' when the day has no record.
 */
export const signInStatusLabel = (row: Pick<SignInSheetRow, 'status' | 'checkIn' | 'checkOut'>) => {
  if (row.status === null) return 'licensing.status.notRecorded';
  if (row.checkIn !== null && row.checkOut !== null) return 'licensing.status.checkedOut';
  return signInStatusLabels[row.status];
};

export const signInSheetResponse = z.object({
  date: isoDate,
  room: z.string(),
  /** One sheet per room (the chosen one, or every room in order). */
  rooms: z.array(
    z.object({ room: z.string(), filterKey: z.string(), children: z.array(signInSheetRow) }),
  ),
});
export type SignInSheetResponse = z.infer<typeof signInSheetResponse>;

/** `ratios-2026-11-01-to-2026-11-30-infants.csv`. */
export function ratioFileName(start: string, end: string, room: string) {
  return `ratios-${start}-to-${end}-${room === 'all' ? 'all-rooms' : room}.csv`;
}

/** `sign-in-sheet-2026-11-20-infants.pdf`. */
export function signInSheetFileName(date: string, room: string, format: SignInSheetFormat) {
  return `sign-in-sheet-${date}-${room === 'all' ? 'all-rooms' : room}.${format}`;
}
