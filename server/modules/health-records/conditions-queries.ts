import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { ConditionResponse, HealthAlert } from '../../../contract/health-records.ts';
import { accessible, type Viewer } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { childHealthConditions, children, rooms, users } from '../../db/schema/index.ts';
import { userDisplayName } from '../auth/auth-queries.ts';
import { enrolledChild } from '../children/enrolled-children.ts';

/** The spec's "None" (and nothing) in the free-text field say there is no allergy. */
const noteSaysSomething = sql`btrim(${children.allergies}) <> ''
  and lower(btrim(${children.allergies})) <> 'none'`;

/** Severe first: what a list read in a hurry must show at the top. */
const severityOrder = sql`case ${childHealthConditions.severity}
  when 'severe' then 0 when 'moderate' then 1 else 2 end`;

const conditionColumns = {
  id: childHealthConditions.id,
  kind: childHealthConditions.kind,
  name: childHealthConditions.name,
  severity: childHealthConditions.severity,
  reaction: childHealthConditions.reaction,
  action: childHealthConditions.action,
  emergencyMedication: childHealthConditions.emergencyMedication,
  medicationLocation: childHealthConditions.medicationLocation,
  updatedAt: childHealthConditions.updatedAt,
  updatedBy: userDisplayName,
};

type ConditionRow = {
  [K in keyof typeof conditionColumns]: unknown;
} & { updatedAt: Date };
const toResponse = (row: ConditionRow): ConditionResponse =>
  ({ ...row, updatedAt: row.updatedAt.toISOString() }) as ConditionResponse;

/** A child's allergies and conditions, severe first. */
export async function listConditions(db: DbOrTx, childId: number): Promise<ConditionResponse[]> {
  const rows = await db
    .select(conditionColumns)
    .from(childHealthConditions)
    .leftJoin(users, eq(users.id, childHealthConditions.updatedByUserId))
    .where(eq(childHealthConditions.childId, childId))
    .orderBy(severityOrder, asc(childHealthConditions.name), asc(childHealthConditions.id));
  return rows.map(toResponse);
}

export async function findCondition(db: DbOrTx, childId: number, conditionId: number) {
  const [row] = await db
    .select(conditionColumns)
    .from(childHealthConditions)
    .leftJoin(users, eq(users.id, childHealthConditions.updatedByUserId))
    .where(
      and(eq(childHealthConditions.id, conditionId), eq(childHealthConditions.childId, childId)),
    );
  return row ? toResponse(row) : undefined;
}

/** The child's name, room and free-text allergies (the record's header). */
export async function childHeader(db: DbOrTx, childId: number) {
  const [row] = await db
    .select({
      childName: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      room: rooms.name,
      allergyNotes: children.allergies,
    })
    .from(children)
    .innerJoin(rooms, eq(rooms.id, children.roomId))
    .where(eq(children.id, childId));
  return row;
}

/**
 * Every enrolled child the viewer reaches with a structured entry or free-text allergies: the
 * badges of the attendance table and the check-in dialog.
 */
export async function healthAlerts(db: DbOrTx, viewer: Viewer): Promise<HealthAlert[]> {
  const rows = await db
    .select({
      childId: children.id,
      allergyNotes: children.allergies,
      kind: childHealthConditions.kind,
      name: childHealthConditions.name,
      severity: childHealthConditions.severity,
    })
    .from(children)
    .leftJoin(childHealthConditions, eq(childHealthConditions.childId, children.id))
    .where(
      and(
        enrolledChild,
        accessible(viewer, 'health.read', children.id),
        or(sql`${childHealthConditions.id} is not null`, noteSaysSomething),
      ),
    )
    .orderBy(asc(children.id), severityOrder, asc(childHealthConditions.name));
  const byChild = new Map<number, HealthAlert>();
  for (const row of rows) {
    let alert = byChild.get(row.childId);
    if (!alert) {
      const notes = row.allergyNotes.trim();
      alert = {
        childId: row.childId,
        conditions: [],
        allergyNotes: notes.toLowerCase() === 'none' ? '' : notes,
      };
      byChild.set(row.childId, alert);
    }
    if (row.name !== null)
      alert.conditions.push({
        kind: row.kind as HealthAlert['conditions'][number]['kind'],
        name: row.name,
        severity: row.severity as HealthAlert['conditions'][number]['severity'],
      });
  }
  return [...byChild.values()];
}

/** A room's name, or undefined for no current room. */
export async function roomName(db: DbOrTx, roomId: number) {
  const [row] = await db
    .select({ name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), sql`${rooms.archivedAt} is null`));
  return row?.name;
}

/**
 * The room's enrolled children with allergies or conditions, by name, each with every entry
 * (severe first) and the free-text notes: the printable list.
 */
export async function roomAllergyList(db: DbOrTx, roomId: number) {
  const rows = await db
    .select({
      childId: children.id,
      childName: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      dateOfBirth: children.dateOfBirth,
      allergyNotes: children.allergies,
      condition: childHealthConditions,
    })
    .from(children)
    .leftJoin(childHealthConditions, eq(childHealthConditions.childId, children.id))
    .where(
      and(
        enrolledChild,
        eq(children.roomId, roomId),
        or(sql`${childHealthConditions.id} is not null`, noteSaysSomething),
      ),
    )
    .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id), severityOrder);
  const list: {
    childName: string;
    dateOfBirth: string;
    allergyNotes: string;
    conditions: (typeof childHealthConditions.$inferSelect)[];
  }[] = [];
  const byChild = new Map<number, (typeof list)[number]>();
  for (const row of rows) {
    let entry = byChild.get(row.childId);
    if (!entry) {
      const notes = row.allergyNotes.trim();
      entry = {
        childName: row.childName,
        dateOfBirth: row.dateOfBirth,
        allergyNotes: notes.toLowerCase() === 'none' ? '' : notes,
        conditions: [],
      };
      byChild.set(row.childId, entry);
      list.push(entry);
    }
    if (row.condition) entry.conditions.push(row.condition);
  }
  return list;
}
