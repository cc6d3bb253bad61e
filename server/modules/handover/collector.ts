import type { z } from 'zod';
import type { collectedBy as collectedBySchema } from '../../../contract/handover.ts';
import { may } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { beginAttempt } from '../../lib/throttle.ts';
import { namesMatch } from '../../../contract/names.ts';
import {
  findPickupPerson,
  pickupContacts,
  pickupGuardians,
  restrictionsOf,
  validPass,
} from './pickup-queries.ts';
import { passwordHashOf } from './approver-queries.ts';

export type CollectedBy = z.output<typeof collectedBySchema>;

/** Who collected a child, as the attendance record keeps it (decision 065). */
export type Collector = {
  /** The record's checkOutBy: the person's name and relationship. */
  label: string;
  name: string;
  guardianUserId: number | null;
  pickupPersonId: number | null;
  passId: number | null;
  idChecked: boolean;
  approvedByUserId: number | null;
};

export const pickupRestricted = 'errors.pickupRestricted';
export const collectorNotOnList = 'errors.collectorNotOnList';
export const approvalRefused = 'errors.approvalRefused';

/**
 * A check-out stopped because the collector is someone the centre must not release the child
 * to. The route tells the directors (in its own transaction: the check-out's rolls back).
 */
export class RestrictedCollector extends HttpError {
  constructor(
    readonly childId: number,
    readonly childName: string,
    readonly collector: string,
    readonly restrictionId: number,
  ) {
    super(
      409,
      pickupRestricted,
      { collector: pickupRestricted },
      { name: collector, child: childName },
    );
  }
}

const withRelationship = (name: string, relationship: string) =>
  relationship.trim() === '' ? name : `${name} (${relationship.trim()})`;

/**
 * The person a check-out names, checked against the child's list: a guardian, a person on the
 * pick-up list, a pass valid today, or anyone else with the approval already verified
 * (`approvedByUserId`). 400 when the chosen one is not the child's.
 */
export async function resolveCollector(
  db: DbOrTx,
  childId: number,
  chosen: CollectedBy,
  today: string,
  approvedByUserId: number | null,
): Promise<Collector> {
  const base = { guardianUserId: null, pickupPersonId: null, passId: null, approvedByUserId: null };
  const idChecked = chosen.idChecked;
  const notOnList = () => badRequest(collectorNotOnList, { collector: collectorNotOnList });
  switch (chosen.kind) {
    case 'guardian': {
      const guardian = (await pickupGuardians(db, childId)).find((g) => g.userId === chosen.id);
      if (!guardian) throw notOnList();
      const label = withRelationship(guardian.name, guardian.relationship);
      return { ...base, label, name: guardian.name, guardianUserId: guardian.userId, idChecked };
    }
    case 'enrolmentParent':
    case 'emergencyContact': {
      const guardians = (await pickupGuardians(db, childId)).map((g) => g.name);
      const contact = (await pickupContacts(db, childId, guardians)).find(
        (c) => c.kind === chosen.kind,
      );
      if (!contact) throw notOnList();
      const label = withRelationship(contact.name, contact.relationship);
      return { ...base, label, name: contact.name, idChecked };
    }
    case 'staff':
      // The spec's 'Staff Member': the member of staff recording it takes the child.
      return { ...base, label: 'Staff Member', name: '', idChecked };
    case 'pickupPerson': {
      const person = await findPickupPerson(db, childId, chosen.id!);
      if (!person) throw notOnList();
      const label = withRelationship(person.name, person.relationship);
      return { ...base, label, name: person.name, pickupPersonId: person.id, idChecked };
    }
    case 'pass': {
      const pass = await validPass(db, childId, chosen.id!, today);
      if (!pass)
        throw badRequest('errors.passNotValidToday', { collector: 'errors.passNotValidToday' });
      const label = withRelationship(pass.name, pass.relationship);
      return { ...base, label, name: pass.name, passId: pass.id, idChecked };
    }
    case 'other': {
      if (approvedByUserId === null)
        throw badRequest(approvalRefused, { approval: approvalRefused });
      const name = chosen.name!;
      return { ...base, label: `${name} (other)`, name, idChecked, approvedByUserId };
    }
  }
}

/** The name part of a stored performer: 'Ana Ruiz (grandparent)' → 'Ana Ruiz'. */
export const performerName = (stored: string) => stored.replace(/\s*\([^)]*\)\s*$/, '');

/** Refuses a check-out to a person restricted for the child (any spelling of their name). */
export async function refuseRestricted(
  db: DbOrTx,
  child: { id: number; name: string },
  collectorName: string,
): Promise<void> {
  for (const restriction of await restrictionsOf(db, child.id)) {
    if (namesMatch(restriction.name, collectorName))
      throw new RestrictedCollector(child.id, child.name, collectorName, restriction.id);
  }
}

/** Wrong passwords a director's approval may be tried with, per director, per window. */
const approvalAttempts = 5;

/**
 * A director's approval of a collector not on the list: the director chosen in the dialog
 * and their own password, typed there by them. Checked before the check-out's transaction,
 * so wrong guesses are counted (and throttled) even though the check-out is refused.
 * Answers the approving director's user id.
 */
export async function verifyApproval(
  db: DbOrTx,
  approval: NonNullable<CollectedBy['approval']>,
  now: Date,
): Promise<number> {
  const refused = () => badRequest(approvalRefused, { approval: approvalRefused });
  const attempt = await beginAttempt(
    db,
    `pickup-approval:${approval.directorUserId}`,
    approvalAttempts,
    now,
  );
  if (!attempt.allowed) throw new HttpError(429, 'errors.approvalThrottled');
  const director = await passwordHashOf(db, approval.directorUserId);
  if (!director || !may(director, 'pickup.approveOther')) throw refused();
  if (!(await verifyPassword(director.passwordHash, approval.password))) throw refused();
  await attempt.succeeded();
  return director.userId;
}

/** The attendance record's columns for how the collector was checked. */
export const collectorChecks = (c: Collector) => ({
  checkOutGuardianUserId: c.guardianUserId,
  checkOutPickupPersonId: c.pickupPersonId,
  checkOutPassId: c.passId,
  checkOutIdChecked: c.idChecked,
  checkOutApprovedByUserId: c.approvedByUserId,
});
