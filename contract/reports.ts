import { z } from './zod.ts';
import { isoDate } from './common.ts';

/** The spec's period selector: today, this week (Monday to Sunday), this month, or custom. */
export const reportPeriods = ['today', 'week', 'month', 'custom'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
/** The tabs; each one's Export is a CSV of what it shows. */
export const reportTabs = ['overview', 'attendance', 'incidents', 'activities'] as const;
export type ReportTab = (typeof reportTabs)[number];

/** A custom range covers at most this many days (a leap year). */
export const maxReportDays = 366;

/** Catalogue ids of the answers to a wrong period (locales/…/reports.json). */
export const reportErrors = {
  invalidPeriod: 'reports.errors.invalidPeriod',
  startRequired: 'reports.errors.startRequired',
  endRequired: 'reports.errors.endRequired',
  startAfterEnd: 'reports.errors.startAfterEnd',
  rangeTooLong: 'reports.errors.rangeTooLong',
  invalidRoom: 'reports.errors.invalidRoom',
  invalidTab: 'reports.errors.invalidTab',
} as const;

/**
 * GET /api/reports/summary and /api/reports/export: the period, and for a custom one its
 * first and last day; the room by its filter key ('all' or e.g. 'infants'). Whether start
 * and end are present and in order is checked by the route (it needs the centre's today).
 */
export const reportQuery = z.object({
  period: z.enum(reportPeriods, { error: reportErrors.invalidPeriod }).default('today'),
  start: isoDate.optional(),
  end: isoDate.optional(),
  room: z
    .string({ error: reportErrors.invalidRoom })
    .regex(/^[a-z0-9-]{1,40}$/, { error: reportErrors.invalidRoom })
    .default('all'),
});
export type ReportQuery = z.input<typeof reportQuery>;

export const reportExportQuery = reportQuery.extend({
  tab: z.enum(reportTabs, { error: reportErrors.invalidTab }),
});
export type ReportExportQuery = z.input<typeof reportExportQuery>;

const count = z.number().int();

/** One open day (a day the centre recorded any attendance) of the period, for one room or all. */
export const attendanceDay = z.object({
  date: isoDate,
  /** Enrolled children (of the room) that day. */
  total: count,
  /** Checked in present or late. */
  present: count,
  /** total − present. */
  absent: count,
  /** round(present / total × 100); 0 when there are no children. */
  percent: count,
});
export type AttendanceDay = z.infer<typeof attendanceDay>;

/** The period's attendance in one room: child-days present against child-days enrolled. */
export const roomAttendance = z.object({
  room: z.string(),
  filterKey: z.string(),
  present: count,
  total: count,
  percent: count,
});
export type RoomAttendance = z.infer<typeof roomAttendance>;

export const reportIncident = z.object({
  id: count,
  date: isoDate,
  time: z.string(),
  childName: z.string(),
  room: z.string(),
  description: z.string(),
  actionTaken: z.string(),
  staffName: z.string().nullable(),
  parentNotified: z.boolean(),
});
export type ReportIncident = z.infer<typeof reportIncident>;

export const reportActivity = z.object({
  id: count,
  date: isoDate,
  childName: z.string(),
  room: z.string(),
  activity: z.string(),
  notes: z.string(),
  staffName: z.string().nullable(),
});
export type ReportActivity = z.infer<typeof reportActivity>;

/** A staff member and what they recorded in the period (activities, incidents, reports). */
export const reportStaffMember = z.object({
  id: count,
  name: z.string(),
  role: z.string(),
  room: z.string().nullable(),
  isOnDuty: z.boolean(),
  recordsInPeriod: count,
});
export type ReportStaffMember = z.infer<typeof reportStaffMember>;

export const reportSummaryResponse = z.object({
  period: z.enum(reportPeriods),
  /** The period's first and last day (the centre's local dates). */
  start: isoDate,
  end: isoDate,
  room: z.string(),
  /** The four tiles. */
  tiles: z.object({
    /** Children enrolled (in the room) on the period's last day that has begun. */
    totalChildren: count,
    /** Over the open days: child-days present / child-days enrolled, rounded percent. */
    attendanceRate: count,
    incidents: count,
    activities: count,
  }),
  attendance: z.object({
    days: z.array(attendanceDay),
    rooms: z.array(roomAttendance),
  }),
  /** Incidents per week (Monday's date), every week of the period. */
  incidentsPerWeek: z.array(z.object({ weekStart: isoDate, count })),
  /** The last 5 incidents of the period, newest first. */
  recentIncidents: z.array(reportIncident),
  /** The last 10 activities of the period, newest first. */
  recentActivities: z.array(reportActivity),
  /** Five staff members, those who recorded most in the period first; and how many in all. */
  staffSummary: z.array(reportStaffMember),
  staffTotal: count,
});
export type ReportSummaryResponse = z.infer<typeof reportSummaryResponse>;

/** The CSV file's name: `attendance-2026-11-01-to-2026-11-30-infants.csv`. */
export function reportFileName(tab: ReportTab, start: string, end: string, room: string) {
  return `${tab}-${start}-to-${end}-${room === 'all' ? 'all-rooms' : room}.csv`;
}
