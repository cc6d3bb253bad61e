import { useQueryClient } from '@tanstack/react-query';
import { messageKeys } from './notifications.ts';

/**
 * Every server list the staff portal caches, in one place, so a mutation in one feature can
 * refresh what it changes in another (a check-in changes the attendance table, the stats
 * and the room ratios) without the features importing each other. The fetchers that fill
 * these keys are in query-options.ts.
 */
export const queryKeys = {
  children: ['children'] as const,
  child: (id: number) => ['children', id] as const,
  /**
   * Enrolments in progress (issue 16). Under the children key: whatever enrols or removes a
   * child (a new child starts as a draft) refreshes them with the list.
   */
  childDrafts: ['children', 'drafts'] as const,
  /** Children who have left (decision 061): under the children key, refreshed with it. */
  withdrawnChildren: ['children', 'withdrawn'] as const,
  attendance: (date: string) => ['attendance', date] as const,
  attendanceAll: ['attendance'] as const,
  /** Today's unexpected-absence alerts: under attendance, so a check-in or absence clears one. */
  unexpectedAbsences: ['attendance', 'unexpected-absences'] as const,
  dailyReports: ['daily-reports'] as const,
  incidents: ['incidents'] as const,
  activities: ['activities'] as const,
  events: ['events'] as const,
  staff: ['staff'] as const,
  dashboardStats: ['dashboard', 'stats'] as const,
  roomRatios: ['dashboard', 'ratios'] as const,
  rooms: ['rooms'] as const,
  invitations: ['parent-invitations'] as const,
  /** Gallery photos: both portals' lists, the staff counters and the taggable children. */
  gallery: ['gallery'] as const,
  parentAccounts: ['parent-accounts'] as const,
  /** Both portals' tax document lists and counters (the server decides whose). */
  taxDocuments: ['taxDocuments'] as const,
  /**
   * Milestones (issue 17): the catalogue, each child's milestones, the room view and the
   * editor's catalogue, all under one key: a change to any of them can change the others.
   */
  milestones: ['milestones'] as const,
  /**
   * Billing (issue 13): accounts, payers, invoices, payments, ledgers, late fees, plans,
   * settings and statements, in both portals, under one key: a payment changes a balance,
   * an invoice's state, the account's state and the lists that show them.
   */
  billing: ['billing'] as const,
  /**
   * Health records (decision 066): a child's allergies, conditions and medications, the
   * badges, the due doses; one key, as one change can show in all of them.
   */
  health: ['health'] as const,
  /** Pick-up lists, restrictions and passes (decision 065), in both portals. */
  pickup: ['pickup'] as const,
  /** Reported absences: the family's list, the staff dashboard's and attendance table's. */
  absences: ['absences'] as const,
  /** The room's day (decision 068): each room's children and entries, and its settings. */
  roomDay: ['room-day'] as const,
};

/**
 * What each kind of change refreshes: every list that shows it, wherever it is displayed
 * (spec section 4: child, attendance, incident and staff changes refresh the stats).
 */
export const changeRefreshes = {
  /** An allergy, condition, authorisation, acceptance or dose: every health view. */
  health: [queryKeys.health],
  /**
   * A child enrolled, edited, moved, withdrawn or re-enrolled: the lists (those who left
   * too, under the children key), the attendance table, the stats and ratios.
   */
  child: [
    queryKeys.children,
    queryKeys.attendanceAll,
    queryKeys.dashboardStats,
    queryKeys.roomRatios,
  ],
  /**
   * Consent forms recorded: the last one finishes an enrolment, so the draft leaves
   * 'Enrolment in progress' (its key is under the children's) and joins the children list,
   * the attendance table, Total Children and the room ratios.
   */
  consents: [
    queryKeys.children,
    queryKeys.attendanceAll,
    queryKeys.dashboardStats,
    queryKeys.roomRatios,
  ],
  /** An enrolment in progress discarded: it was in no other list or count. */
  draftDiscarded: [queryKeys.childDrafts],
  /** A check-in or out: the attendance table, the stats and the rooms' live ratios. */
  attendance: [queryKeys.attendanceAll, queryKeys.dashboardStats, queryKeys.roomRatios],
  /** Who is on duty counts in the stats and in each room's live ratio. */
  staff: [queryKeys.staff, queryKeys.dashboardStats, queryKeys.roomRatios],
  /** An invitation fills the child's placeholder parent contact: the children change too. */
  invitation: [queryKeys.invitations, queryKeys.children],
  /** The report lists and the dashboard's figures. */
  dailyReport: [queryKeys.dailyReports, queryKeys.dashboardStats],
  /** The incident lists (Recent Alerts too) and Pending Reports. */
  incident: [queryKeys.incidents, queryKeys.dashboardStats],
  activity: [queryKeys.activities],
  /** A new ratio changes the rooms list and every room's live ratio. */
  roomRatio: [queryKeys.rooms, queryKeys.roomRatios],
  /**
   * A room added, renamed, moved or archived (decision 060): every room picker and filter,
   * the live ratios, and the children and staff an archive moved (or a new name follows).
   */
  rooms: [
    queryKeys.rooms,
    queryKeys.roomRatios,
    queryKeys.children,
    queryKeys.staff,
    queryKeys.attendanceAll,
    queryKeys.dashboardStats,
    queryKeys.milestones,
  ],
  event: [queryKeys.events],
  /** An upload, edit, visibility change or deletion: the photo lists and the counters. */
  gallery: [queryKeys.gallery],
  /** An upload, edit or removal: every list and counter of them. */
  taxDocument: [queryKeys.taxDocuments],
  /**
   * A milestone recorded, corrected or removed: the child's milestones, progress and badges,
   * the room view; recording tells the family in a message thread of its own.
   */
  milestone: [queryKeys.milestones, messageKeys.all],
  /** A category or milestone added, changed, retired or moved: every child's totals too. */
  milestoneCatalogue: [queryKeys.milestones],
  /** A photo uploaded as a milestone's evidence: the gallery's lists and the child's photos. */
  evidencePhoto: [queryKeys.gallery, queryKeys.milestones],
  /**
   * Money moved or billing changed (a payment, a correction, a late fee decided, invoices
   * issued, a plan, share or price changed): every billing screen and Parent Management's
   * subscription and payment columns.
   */
  billing: [queryKeys.billing, queryKeys.parentAccounts],
  /**
   * A guardian invited, linked or removed (decision 062): the child's guardians (under its
   * key), the invitations, Parent Management's families and, for a payer removed, billing.
   */
  guardian: [
    queryKeys.children,
    queryKeys.invitations,
    queryKeys.parentAccounts,
    queryKeys.billing,
  ],
  /** A parent account corrected, deactivated or reactivated: the families and the guardians. */
  parentAccount: [queryKeys.parentAccounts, queryKeys.children],
  /** Year-end statements made: the statements list and the tax documents that hold them. */
  statements: [queryKeys.billing, queryKeys.taxDocuments],
  /** A person added to or taken off a pick-up list, a photo, a restriction, a pass. */
  pickup: [queryKeys.pickup],
  /** An absence reported or withdrawn: the lists that show it beside the attendance. */
  absence: [queryKeys.absences, queryKeys.attendanceAll],
  /** An entry logged, undone or corrected: the room's day. */
  roomLog: [queryKeys.roomDay],
  /** A day reviewed and sent: the room's day, the report lists and the dashboard's figures. */
  roomDayReport: [queryKeys.roomDay, queryKeys.dailyReports, queryKeys.dashboardStats],
} as const satisfies Record<string, readonly (readonly unknown[])[]>;

export type Change = keyof typeof changeRefreshes;

/** A mutation's onSuccess: refreshes everything `change` touches, resolved once all have. */
export function useRefreshAfter(change: Change): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      changeRefreshes[change].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
