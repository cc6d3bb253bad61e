import type { PrincipalKind } from './enums.ts';

/**
 * Which records of an action a role reaches, when not all of them (decision 055). Each scope
 * is about one kind of record, and each action's scopes about the same kind; server/access
 * turns a scope into a SQL condition over that kind's id column.
 */
export const scopes = {
  /** The children a parent is a guardian of, and what is recorded about them. */
  ownChild: 'child',
  /** The conversations a parent is in (their family's side of the centre's inbox). */
  ownThread: 'thread',
  /** The parent's own payer records (never a third party's, nor the other parent's). */
  ownPayer: 'payer',
  /** The centre's global tax documents, and those addressed to the parent. */
  ownOrGlobalDocument: 'taxDocument',
  /** The centre's global tax documents only: no family's finances (decision 046). */
  globalDocument: 'taxDocument',
  /** The cameras of the rooms the parent's children are placed in. */
  ownCameraRoom: 'camera',
  /**
   * Shown photos in which every child has a photo release, naming no child or one of the
   * parent's own.
   */
  familyPhoto: 'photo',
  /** The person's own: their account, settings, receipts, duty, invitation (by construction). */
  self: 'user',
  /** The places the person is signed in (their sessions: decision 067). */
  ownSession: 'session',
  /** The person's own passkeys (decision 071). */
  ownPasskey: 'passkey',
} as const;
export type Scope = keyof typeof scopes;
/** What one role reaches of an action's records. */
export type Reach = 'all' | Scope;
type Grant = Partial<Record<PrincipalKind, Reach>>;

const all = 'all';
const everyone = { director: all, staff: all, parent: all } as const satisfies Grant;
const staffPortal = { director: all, staff: all } as const satisfies Grant;
const directors = { director: all } as const satisfies Grant;
/** Everyone, each person only what is their own. */
const ownToEveryone = { director: 'self', staff: 'self', parent: 'self' } as const;
/** The staff portal every record; a parent only the scope's. */
const staffAllParent = <S extends Scope>(parent: S) =>
  ({ director: all, staff: all, parent }) as const satisfies Grant;

/**
 * The one table of who may do what, and on which records. Every API route names one of these
 * actions (or is declared public); a route without either refuses to register, and a role
 * without an entry is refused (403). Where an entry is a scope, the route's queries reach
 * only that scope's records (server/access): another family's answers 404, as a missing one.
 */
export const permissions = {
  'session.read': ownToEveryone,
  'profile.update': ownToEveryone,
  'settings.update': ownToEveryone,
  // The person's list of signed-in devices, and signing the others out (decision 067).
  'session.devices': { director: 'ownSession', staff: 'ownSession', parent: 'ownSession' },
  // The person's passkeys: listed, added and removed by their owner alone (decision 071).
  'passkeys.update': { director: 'ownPasskey', staff: 'ownPasskey', parent: 'ownPasskey' },
  // The staff profile's account statistics: what they recorded at the centre.
  'profile.statistics': { director: 'self', staff: 'self' },

  'dashboard.read': staffPortal,
  'child.read': staffAllParent('ownChild'),
  'child.create': staffPortal,
  // Correcting a child's record after enrolment (names, birth date, health, contacts).
  'child.update': staffPortal,
  // A room move changes ratios, rooms' lists and cameras from its day: a director's decision.
  'child.move': directors,
  // Removing (withdrawing) a child takes a family's only child out of their portal: a
  // director's decision; so are re-enrolling one and the list of children who have left.
  'child.remove': directors,
  'consent.record': staffPortal,
  'attendance.read': staffAllParent('ownChild'),
  'attendance.record': staffPortal,
  // Safe hand-over (decision 065): a child's pick-up list is kept by its guardians and staff;
  // the photos on it are the door's (staff only); restrictions are recorded by directors and
  // read by staff; a one-off pass is a guardian's word; absences are reported by either.
  'pickup.read': staffAllParent('ownChild'),
  'pickupList.edit': staffAllParent('ownChild'),
  'pickupPhoto.read': staffPortal,
  'pickupRestriction.read': staffPortal,
  'pickupRestriction.manage': directors,
  'pickupPass.issue': { parent: 'ownChild' },
  // Approving a collector who is on no list, in the Check In/Out dialog.
  'pickup.approveOther': directors,
  'absence.read': staffAllParent('ownChild'),
  'absence.report': staffAllParent('ownChild'),
  // The unexpected-absence alert's list: the centre's worry, not the family's page.
  'unexpectedAbsence.read': staffPortal,
  // The door kiosk (decision 070): directors pair a tablet and revoke it; the tablet's own
  // device session reaches nothing but the kiosk's actions; a guardian keeps their PIN and
  // reads their own rotating code.
  'kiosk.manage': directors,
  'kiosk.use': { kiosk: all },
  'kioskPin.update': { parent: 'self' },
  'kioskCode.read': { parent: 'self' },
  // A kiosk PIN for a person on the pick-up list (decision 072): a guardian's word, as a pass
  // is; withdrawn by a guardian, or by a director who must stop it at once.
  'pickupPin.issue': { parent: 'ownChild' },
  'pickupPin.withdraw': { director: all, parent: 'ownChild' },
  'dailyReport.read': staffAllParent('ownChild'),
  'dailyReport.create': staffPortal,
  'incident.read': staffAllParent('ownChild'),
  'incident.create': staffPortal,
  'incident.acknowledge': { parent: 'ownChild' },
  'activity.read': staffAllParent('ownChild'),
  'activity.create': staffPortal,
  'event.read': everyone,
  // The centre's open weekdays and closures (decision 073): families plan around them.
  'centreCalendar.read': everyone,
  'event.manage': directors,
  'staff.read': staffPortal,
  'staff.manage': directors,
  // Other people's sign-in accounts: who has one, and sending them a password link
  // (nobody ever sees or sets another person's password: decision 059).
  'account.manage': directors,
  // Staff switch their own duty (403 for anyone else's: modules/staff); directors anyone's.
  'staff.duty': { director: all, staff: 'self' },
  'room.read': staffPortal,
  'room.manage': directors,

  'parentAccount.read': staffPortal,
  // Correcting a parent's name and phone (decision 062); deactivating is account.manage.
  'parentAccount.update': staffPortal,
  // A child's guardians and its enrolment contact (staff); inviting a further guardian is
  // parentInvitation.manage. Taking one guardian's access away (custody) is a director's.
  'guardian.read': staffPortal,
  'guardian.remove': directors,
  'parentInvitation.manage': staffPortal,
  // A signed-in parent adds the child of an invitation sent to their own e-mail.
  'parentInvitation.accept': { parent: 'self' },

  'message.read': staffAllParent('ownThread'),
  // Staff write to families; a parent writes to the centre about their own child.
  'message.send': staffAllParent('ownChild'),
  // A parent's "I have read this" on an urgent message from the centre, sent to them.
  'message.acknowledge': { parent: 'self' },
  // Who read, acknowledged and answered a broadcast: the centre's to follow up.
  'message.broadcast.read': staffPortal,

  // A parent lists only their children's rooms' cameras and views only while a child is
  // checked in (modules/cameras); staff watch any; directors add, edit and remove them.
  'camera.read': staffAllParent('ownCameraRoom'),
  'camera.manage': directors,
  'camera.view': staffAllParent('ownCameraRoom'),
  // Who watched which camera, from when to when.
  'cameraViewing.read': directors,

  'gallery.read': staffAllParent('familyPhoto'),
  'gallery.manage': staffPortal,

  // A parent's own statement is the director's and that parent's (decision 046).
  'taxDocument.read': { director: all, staff: 'globalDocument', parent: 'ownOrGlobalDocument' },
  'taxDocument.download': {
    director: all,
    staff: 'globalDocument',
    parent: 'ownOrGlobalDocument',
  },
  'taxDocument.manage': directors,

  // Billing (issue 13, decision 034): directors see every family's money, a parent only
  // their own payer records; the rest of the staff see none of it.
  'billing.read': { director: all, parent: 'ownPayer' },
  // The parent portal's "my family" views: staff have no family here.
  'parentPortal.read': { parent: 'self' },
  // Plans, shares, discounts, adjustments, late fees, invoicing runs, statements, settings.
  'billing.manage': directors,
  // Recording a payment received at the front desk: the billing permission staff need.
  'payment.record': directors,

  // Milestones (issue 17): everyone reads a child's (a parent only their own children's);
  // staff record them and plan by room; directors edit the catalogue.
  'milestone.read': staffAllParent('ownChild'),
  'milestone.record': staffPortal,
  'milestonePlanning.read': staffPortal,
  'milestoneCatalogue.manage': directors,

  // Health records (issue 41, decision 066). Allergies and conditions: guardians keep their
  // own children's, staff anyone's. A guardian alone signs a medication authorisation; staff
  // (or a director) accept it and log the doses. The room's allergy list is the staff's.
  'health.read': staffAllParent('ownChild'),
  'health.update': staffAllParent('ownChild'),
  'healthList.read': staffPortal,
  'medication.authorise': { parent: 'ownChild' },
  'medication.accept': staffPortal,
  'medication.administer': staffPortal,
  // Immunisations (066): a guardian's entry counts once staff verify it; the schedule and
  // the report of who is overdue are the directors'.
  'immunisation.verify': staffPortal,
  'immunisationSchedule.update': directors,
  'immunisationReport.read': directors,

  // The room's day (issue 42, decision 068): staff log entries for several children at once
  // and review each child's day into its daily report; a family reads its own children's
  // entries only when the centre shows them live; directors choose that and the units.
  'roomDay.read': staffPortal,
  'roomLog.read': staffAllParent('ownChild'),
  'roomLog.record': staffPortal,
  'roomDay.review': staffPortal,
  'roomLogSettings.manage': directors,

  'report.read': staffPortal,
  // Who changed what and when: the audit log, read-only (issue 15).
  'audit.read': directors,
  'centreSettings.manage': directors,
  // The portal's own running: failed background jobs, system information, backups.
  'jobs.manage': directors,
  'system.read': directors,
  'system.backup': directors,
} as const satisfies Record<string, Grant>;

export type Action = keyof typeof permissions;
export const actions = Object.keys(permissions) as Action[];

/** What `role` reaches of `action`'s records; undefined when it may not act at all. */
export function reachOf(role: PrincipalKind, action: Action): Reach | undefined {
  return (permissions[action] as Grant)[role];
}

export function isPermitted(role: PrincipalKind, action: Action): boolean {
  return reachOf(role, action) !== undefined;
}

export function permittedActions(role: PrincipalKind): Action[] {
  return actions.filter((a) => isPermitted(role, a));
}
