import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { consentFormKeys } from '../../../contract/enrolment.ts';
import { childAtCentre, draftChild, enrolledChild } from './enrolled-children.ts';
import type { ChildDraft, ChildResponse } from '../../../contract/children.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  childRoomPeriods,
  childWithdrawals,
  children,
  enrolmentConsents,
  rooms,
} from '../../db/schema/index.ts';
import { accessible, may } from '../../access/access.ts';
import { jsonList, parseJsonList } from '../../lib/json-list.ts';
import type { Principal } from '../../types.ts';

/** A move recorded for a day after `today`: the latest, as { room, from }, or null. */
const nextRoom = (
  today: string,
) => sql`(select json_build_object('room', r.name, 'from', p.from_date)
  from ${childRoomPeriods} p join ${rooms} r on r.id = p.room_id
  where p.child_id = ${children.id} and p.from_date > ${today}::date
  order by p.from_date desc limit 1)`;

/** The withdrawal not undone by a re-enrolment, as { lastDay, reason }, or null. */
const withdrawal = sql`(select json_build_object('lastDay', w.last_day, 'reason', w.reason)
  from ${childWithdrawals} w where w.child_id = ${children.id} and w.returned_on is null)`;

const childColumns = (today: string) => ({
  id: children.id,
  firstName: children.firstName,
  lastName: children.lastName,
  dateOfBirth: children.dateOfBirth,
  room: rooms.name,
  allergies: children.allergies,
  medicalInfo: children.medicalInfo,
  emergencyContact: children.emergencyContact,
  parentName: children.parentName,
  parentPhone: children.parentPhone,
  parentEmail: children.parentEmail,
  parentDriversLicense: children.parentDriversLicense,
  relationship: children.relationship,
  isActive: children.isActive,
  createdAt: children.createdAt,
  nextRoom: nextRoom(today),
  withdrawal,
});

type ChildRow = { createdAt: Date } & Omit<ChildResponse, 'createdAt'>;
const toResponse = (row: ChildRow): ChildResponse => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Who reads a withdrawn child's record: those who withdraw and re-enrol children. */
const seesWithdrawn = (principal: Principal) => may(principal, 'child.remove');

// Removed children keep their history, off the lists; drafts are listed apart.
const enrolled = enrolledChild;

/** The children the principal may see, by last then first name. */
export async function listChildren(
  db: DbOrTx,
  principal: Principal,
  today: string,
): Promise<ChildResponse[]> {
  const rows = await db
    .select({
      list: jsonList(childColumns(today), [children.lastName, children.firstName, children.id]),
    })
    .from(children)
    .innerJoin(rooms, eq(rooms.id, children.roomId))
    .where(and(enrolled, accessible(principal, 'child.read', children.id)));
  return parseJsonList<ChildResponse>(rows);
}

/**
 * One child, or null when unknown, withdrawn, or another family's (for a parent). A draft is
 * found too: the enrolment steps read it (a draft has no guardian, so no parent sees one).
 * Directors read a withdrawn child's record too: its history stays (decision 061).
 */
export async function findChild(
  db: DbOrTx,
  principal: Principal,
  id: number,
  today: string,
): Promise<ChildResponse | null> {
  const present = seesWithdrawn(principal)
    ? or(childAtCentre, isNotNull(children.enrolmentCompletedAt))
    : childAtCentre;
  const [row] = await db
    .select(childColumns(today))
    .from(children)
    .innerJoin(rooms, eq(rooms.id, children.roomId))
    .where(and(eq(children.id, id), present, accessible(principal, 'child.read', children.id)))
    .limit(1);
  return row ? toResponse(row as ChildRow) : null;
}

/** A current room's id by its name (an archived room takes no child: decision 060). */
export async function findRoomIdByName(db: DbOrTx, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.name, name), isNull(rooms.archivedAt)))
    .limit(1);
  return row?.id ?? null;
}

export type NewChild = typeof children.$inferInsert;

export async function insertChild(db: DbOrTx, values: NewChild) {
  const [row] = await db.insert(children).values(values).returning({
    id: children.id,
    firstName: children.firstName,
    lastName: children.lastName,
  });
  return row!;
}

/** Enrolments in progress (drafts), oldest first: where staff left them. */
export async function listDrafts(db: DbOrTx): Promise<ChildDraft[]> {
  const rows = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      room: rooms.name,
      consentsRecorded: sql<number>`(select count(*)::int from ${enrolmentConsents} ec
                                     where ec.child_id = ${children.id})`,
      createdAt: children.createdAt,
    })
    .from(children)
    .innerJoin(rooms, eq(rooms.id, children.roomId))
    .where(draftChild)
    .orderBy(children.createdAt, children.id);
  return rows.map((r) => ({
    ...r,
    consentsTotal: consentFormKeys.length,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Discards an enrolment in progress (off every list, like a removal); false if not a draft. */
export async function discardDraft(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(children)
    .set({ isActive: false, removedAt: at, updatedAt: at })
    .where(and(eq(children.id, id), draftChild))
    .returning({ id: children.id });
  return rows.length > 0;
}
