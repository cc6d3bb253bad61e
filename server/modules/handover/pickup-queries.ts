import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  PickupContact,
  PickupGuardian,
  PickupPass,
  PickupPerson,
  PickupRestriction,
} from '../../../contract/handover.ts';
import { accessible, type ScopedAction } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  children,
  guardians,
  parentAccounts,
  pickupPasses,
  pickupPeople,
  pickupRestrictions,
  staff,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Principal } from '../../types.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import { recorderNameSql } from '../day-records/day-record-rules.ts';
import { userDisplayName } from '../auth/auth-queries.ts';

export const childNotFound = 'errors.childNotFound';

/** The name of the person behind a user id: staff or parent name, else their e-mail. */
export const personNameSql = (userId: AnyPgColumn) => sql<string | null>`(
  select coalesce(
    (select s.first_name || ' ' || s.last_name from staff s where s.user_id = u.id),
    (select p.first_name || ' ' || p.last_name from parent_accounts p where p.user_id = u.id),
    u.email)
  from users u where u.id = ${userId})`;
export const pickupPersonNotFound = 'errors.pickupPersonNotFound';

/**
 * The enrolled child the principal reaches through `action` (a parent: their own), with its
 * name; anything else is the same 404 as an id that does not exist.
 */
export async function requireChild(
  db: DbOrTx,
  principal: Principal,
  action: ScopedAction,
  id: number,
) {
  const [row] = await db
    .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
    .from(children)
    .where(and(eq(children.id, id), enrolledChild, accessible(principal, action, children.id)))
    .limit(1);
  if (!row) throw notFound(childNotFound);
  return row;
}

// Enrolment stores 'TBD…' until the parent registers: not a person to offer.
const known = (text: string) => text.trim() !== '' && !/^TBD\b/i.test(text.trim());
/** 'Grace Kim - (555) 310-0001' → 'Grace Kim'. */
const contactName = (contact: string) => (contact.split(/\s+[-–]\s+/)[0] ?? '').trim();

/**
 * The enrolment record's parent (unless a guardian of that name is on the list already) and
 * emergency contact, when known.
 */
export async function pickupContacts(
  db: DbOrTx,
  childId: number,
  guardianNames: string[],
): Promise<PickupContact[]> {
  const [child] = await db
    .select({
      parentName: children.parentName,
      relationship: children.relationship,
      emergencyContact: children.emergencyContact,
    })
    .from(children)
    .where(eq(children.id, childId));
  if (!child) return [];
  const contacts: PickupContact[] = [];
  const parent = child.parentName.trim();
  if (known(parent) && !guardianNames.some((n) => n.trim().toLowerCase() === parent.toLowerCase()))
    contacts.push({
      kind: 'enrolmentParent',
      name: parent,
      relationship: child.relationship.trim() || 'parent',
    });
  const contact = contactName(child.emergencyContact);
  if (known(contact))
    contacts.push({ kind: 'emergencyContact', name: contact, relationship: 'emergency contact' });
  return contacts;
}

/** The child's guardians with an active account: on the list by being guardians. */
export async function pickupGuardians(db: DbOrTx, childId: number): Promise<PickupGuardian[]> {
  return db
    .select({
      userId: parentAccounts.userId,
      name: sql<string>`${parentAccounts.firstName} || ' ' || ${parentAccounts.lastName}`,
      relationship: guardians.relationship,
      phone: parentAccounts.phoneNumber,
    })
    .from(guardians)
    .innerJoin(parentAccounts, eq(parentAccounts.id, guardians.parentAccountId))
    .innerJoin(users, eq(users.id, parentAccounts.userId))
    .where(and(eq(guardians.childId, childId), eq(users.isActive, true)))
    .orderBy(asc(guardians.createdAt), asc(parentAccounts.id));
}

const personColumns = {
  id: pickupPeople.id,
  name: pickupPeople.name,
  relationship: pickupPeople.relationship,
  phone: pickupPeople.phone,
  idLast4: pickupPeople.idLast4,
  hasPhoto: sql<boolean>`${pickupPeople.photoFileId} is not null`,
  // When a guardian gave them a kiosk PIN (decision 072); never the PIN.
  kioskPinIssuedAt: sql<string | null>`${pickupPeople.kioskPinIssuedAt}`.mapWith((v) =>
    new Date(v as string).toISOString(),
  ),
};

export async function pickupPeopleOf(db: DbOrTx, childId: number): Promise<PickupPerson[]> {
  return db
    .select(personColumns)
    .from(pickupPeople)
    .where(and(eq(pickupPeople.childId, childId), isNull(pickupPeople.removedAt)))
    .orderBy(asc(pickupPeople.name), asc(pickupPeople.id));
}

/** One person still on the child's list, or null. */
export async function findPickupPerson(db: DbOrTx, childId: number, personId: number) {
  const [row] = await db
    .select({ ...personColumns, photoFileId: pickupPeople.photoFileId })
    .from(pickupPeople)
    .where(
      and(
        eq(pickupPeople.id, personId),
        eq(pickupPeople.childId, childId),
        isNull(pickupPeople.removedAt),
      ),
    );
  return row ?? null;
}

export async function pickupPhotoOf(db: DbOrTx, childId: number, personId: number) {
  const [row] = await db
    .select({ id: storedFiles.id, key: storedFiles.key, contentType: storedFiles.contentType })
    .from(pickupPeople)
    .innerJoin(storedFiles, eq(storedFiles.id, pickupPeople.photoFileId))
    .where(
      and(
        eq(pickupPeople.id, personId),
        eq(pickupPeople.childId, childId),
        isNull(pickupPeople.removedAt),
      ),
    );
  return row ?? null;
}

export async function restrictionsOf(db: DbOrTx, childId: number): Promise<PickupRestriction[]> {
  const rows = await db
    .select({
      id: pickupRestrictions.id,
      name: pickupRestrictions.name,
      note: pickupRestrictions.note,
      recordedBy: recorderNameSql(pickupRestrictions.recordedByUserId),
      createdAt: pickupRestrictions.createdAt,
      hasDocument: sql<boolean>`${pickupRestrictions.documentFileId} is not null`,
    })
    .from(pickupRestrictions)
    .where(and(eq(pickupRestrictions.childId, childId), isNull(pickupRestrictions.liftedAt)))
    .orderBy(asc(pickupRestrictions.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** A restriction still in force, with its document's stored file (or null). */
export async function findRestriction(db: DbOrTx, childId: number, restrictionId: number) {
  const [row] = await db
    .select({
      id: pickupRestrictions.id,
      documentFileId: pickupRestrictions.documentFileId,
      key: storedFiles.key,
      contentType: storedFiles.contentType,
      originalName: storedFiles.originalName,
    })
    .from(pickupRestrictions)
    .leftJoin(storedFiles, eq(storedFiles.id, pickupRestrictions.documentFileId))
    .where(
      and(
        eq(pickupRestrictions.id, restrictionId),
        eq(pickupRestrictions.childId, childId),
        isNull(pickupRestrictions.liftedAt),
      ),
    );
  return row ?? null;
}

/** Passes that have not ended by `today` (the centre's), and were not withdrawn. */
export async function passesOf(db: DbOrTx, childId: number, today: string): Promise<PickupPass[]> {
  const rows = await db
    .select(passColumns(today))
    .from(pickupPasses)
    .where(
      and(
        eq(pickupPasses.childId, childId),
        isNull(pickupPasses.revokedAt),
        gte(pickupPasses.toDate, today),
      ),
    )
    .orderBy(asc(pickupPasses.fromDate), asc(pickupPasses.id));
  return rows;
}

const passColumns = (today: string) => ({
  id: pickupPasses.id,
  name: pickupPasses.name,
  relationship: pickupPasses.relationship,
  phone: pickupPasses.phone,
  idLast4: pickupPasses.idLast4,
  fromDate: pickupPasses.fromDate,
  toDate: pickupPasses.toDate,
  validToday: sql<boolean>`(${pickupPasses.fromDate} <= ${today} and ${pickupPasses.toDate} >= ${today})`,
  issuedBy: personNameSql(pickupPasses.issuedByUserId),
});

/** A pass of the child that holds on `today`, or null (ended, not begun, withdrawn). */
export async function validPass(db: DbOrTx, childId: number, passId: number, today: string) {
  const [row] = await db
    .select(passColumns(today))
    .from(pickupPasses)
    .where(
      and(
        eq(pickupPasses.id, passId),
        eq(pickupPasses.childId, childId),
        isNull(pickupPasses.revokedAt),
        lte(pickupPasses.fromDate, today),
        gte(pickupPasses.toDate, today),
      ),
    );
  return row ?? null;
}

/** Active users who may approve a collector not on the list (directors). */
export async function approverRows(db: DbOrTx) {
  return (
    db
      .select({ userId: users.id, role: users.role, name: userDisplayName })
      .from(users)
      // Staff accounts only; which of them may approve is the permission table's (may).
      .innerJoin(staff, eq(staff.userId, users.id))
      .where(and(eq(users.isActive, true), isNull(staff.removedAt)))
      .orderBy(asc(users.id))
  );
}
