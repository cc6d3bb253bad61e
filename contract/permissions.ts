import type { Role } from './enums.ts';

const everyone = ['director', 'staff', 'parent'] as const satisfies readonly Role[];
const staffPortal = ['director', 'staff'] as const satisfies readonly Role[];
const directors = ['director'] as const satisfies readonly Role[];
const parents = ['parent'] as const satisfies readonly Role[];
const directorsAndParents = ['director', 'parent'] as const satisfies readonly Role[];

/**
 * The one table of who may do what. Every API route names one of these actions (or is
 * declared public); a route without either refuses to register. Where a parent may act,
 * the route's queries further restrict the parent to their own family's records.
 */
export const permissions = {
  'session.read': everyone,
  'profile.update': everyone,
  'settings.update': everyone,
  // The staff profile's account statistics: what they recorded at the centre.
  'profile.statistics': staffPortal,

  'dashboard.read': staffPortal,
  'child.read': everyone,
  'child.create': staffPortal,
  // Removing a child takes a family's only child out of their portal: a director's decision.
  'child.remove': directors,
  'consent.record': staffPortal,
  'attendance.read': everyone,
  'attendance.record': staffPortal,
  'dailyReport.read': everyone,
  'dailyReport.create': staffPortal,
  'incident.read': everyone,
  'incident.create': staffPortal,
  'incident.acknowledge': parents,
  'activity.read': everyone,
  'activity.create': staffPortal,
  'event.read': everyone,
  'event.manage': directors,
  'staff.read': staffPortal,
  'staff.manage': directors,
  'staff.duty': staffPortal,
  'room.read': staffPortal,
  'room.manage': directors,

  'parentAccount.read': staffPortal,
  'parentInvitation.manage': staffPortal,
  // A signed-in parent adds the child of an invitation sent to their own e-mail.
  'parentInvitation.accept': parents,

  'message.read': everyone,
  // Staff write to families; a parent writes to the centre about their own child (route).
  'message.send': everyone,
  // A parent's "I have read this" on an urgent message from the centre.
  'message.acknowledge': parents,
  // Who read, acknowledged and answered a broadcast: the centre's to follow up.
  'message.broadcast.read': staffPortal,

  // A parent lists only their children's rooms' cameras and views only while a child is
  // checked in (modules/cameras); staff watch any; directors add, edit and remove them.
  'camera.read': everyone,
  'camera.manage': directors,
  'camera.view': everyone,
  // Who watched which camera, from when to when.
  'cameraViewing.read': directors,

  'gallery.read': everyone,
  'gallery.manage': staffPortal,

  'taxDocument.read': everyone,
  'taxDocument.download': everyone,
  'taxDocument.manage': directors,

  // Billing (issue 13, decision 034): directors see every family's money, a parent only
  // their own payer records (in SQL); the rest of the staff see none of it.
  'billing.read': directorsAndParents,
  // The parent portal's "my family" views: staff have no family here.
  'parentPortal.read': parents,
  // Plans, shares, discounts, adjustments, late fees, invoicing runs, statements, settings.
  'billing.manage': directors,
  // Recording a payment received at the front desk: the billing permission staff need.
  'payment.record': directors,

  // Milestones (issue 17): everyone reads a child's (a parent only their own children's);
  // staff record them and plan by room; directors edit the catalogue.
  'milestone.read': everyone,
  'milestone.record': staffPortal,
  'milestonePlanning.read': staffPortal,
  'milestoneCatalogue.manage': directors,

  'report.read': staffPortal,
  // Who changed what and when: the audit log, read-only (issue 15).
  'audit.read': directors,
  'centreSettings.manage': directors,
  // The portal's own running: failed background jobs, system information, backups.
  'jobs.manage': directors,
  'system.read': directors,
  'system.backup': directors,
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof permissions;
export const actions = Object.keys(permissions) as Action[];

export function isPermitted(role: Role, action: Action): boolean {
  return (permissions[action] as readonly Role[]).includes(role);
}

export function permittedActions(role: Role): Action[] {
  return actions.filter((a) => isPermitted(role, a));
}
