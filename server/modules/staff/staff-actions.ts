import {
  staffAreas,
  staffDetailFields,
  type StaffResponse,
  type UpdateStaffRequest,
} from '../../../contract/staff.ts';
import { may } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { staffEmailInUseMessage } from '../../lib/db-errors.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { Principal } from '../../types.ts';
import { isCurrentRoomName } from '../rooms/rooms-queries.ts';
import {
  emailTaken,
  findCurrentStaff,
  removeStaff,
  staffIdOfUser,
  updateStaff,
} from './staff-queries.ts';

const staffNotFound = 'errors.staffNotFound';
const chooseRoom = 'errors.chooseRoom';

/** A staff member is placed in a current room (by its name) or one of the staff areas. */
export async function requirePlacement(tx: DbOrTx, room: string): Promise<void> {
  if ((staffAreas as readonly string[]).includes(room)) return;
  if (!(await isCurrentRoomName(tx, room))) throw badRequest(chooseRoom, { room: chooseRoom });
}
const ownDutyOnly = 'errors.onlyOwnDuty';

/**
 * Switches a staff member's duty or changes their details. Staff switch their own duty,
 * directors anyone's (issue 35); only directors change details. Answers the member as
 * changed, and the audit row to write with it: each field changed, from what to what.
 */
export async function changeStaff(
  tx: DbOrTx,
  principal: Principal,
  id: number,
  changes: UpdateStaffRequest,
  now: Date,
): Promise<{ staff: StaffResponse; audit: AuditEntry }> {
  const detailsChanged = staffDetailFields.filter((field) => changes[field] !== undefined);
  const manages = may(principal, 'staff.manage');
  if (detailsChanged.length > 0 && !manages) {
    throw new HttpError(403, 'errors.onlyDirectorStaffDetails');
  }
  const before = await findCurrentStaff(tx, id);
  if (!before) throw notFound(staffNotFound);
  if (!manages && (await staffIdOfUser(tx, principal.userId)) !== id) {
    throw new HttpError(403, ownDutyOnly);
  }
  if (changes.room) await requirePlacement(tx, changes.room);
  if (changes.email !== undefined && (await emailTaken(tx, changes.email, id))) {
    throw new HttpError(409, staffEmailInUseMessage, { email: staffEmailInUseMessage });
  }
  const updated = await updateStaff(tx, id, changes, now);
  if (!updated) throw notFound(staffNotFound);
  const diff = Object.fromEntries(
    Object.entries(changes)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [field, { from: before[field as keyof typeof before], to: value }]),
  );
  return {
    staff: updated,
    audit: {
      action: detailsChanged.length > 0 ? 'staff.update' : 'staff.duty',
      entityType: 'staff',
      entityId: id,
      details: diff,
    },
  };
}

/**
 * Removes a staff member (not oneself): their history is kept and their sign-in disabled.
 * Answers the audit row to write with it.
 */
export async function removeStaffMember(
  tx: DbOrTx,
  principal: Principal,
  id: number,
  now: Date,
): Promise<AuditEntry> {
  const member = await findCurrentStaff(tx, id);
  if (!member) throw notFound(staffNotFound);
  if ((await staffIdOfUser(tx, principal.userId)) === id) {
    throw badRequest('errors.cannotRemoveSelf');
  }
  if (!(await removeStaff(tx, id, member.userId, now))) throw notFound(staffNotFound);
  return {
    action: 'staff.remove',
    entityType: 'staff',
    entityId: id,
    details: {
      name: `${member.firstName} ${member.lastName}`,
      role: member.role,
      signInDisabled: member.userId !== null,
    },
  };
}
