import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  ExemptionResponse,
  ImmunisationResponse,
  ScheduleDose,
  Vaccine,
} from '../../../contract/immunisations.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  childImmunisationExemptions,
  childImmunisations,
  children,
  immunisationScheduleDoses,
  rooms,
  storedFiles,
} from '../../db/schema/index.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import type { Counted } from './immunisation-status.ts';

/** A user's name (staff or guardian, else their e-mail) by the id in `column`. */
const nameOf = (column: AnyPgColumn): SQL<string | null> => sql`(select coalesce(
  (select s.first_name || ' ' || s.last_name from staff s where s.user_id = u.id),
  (select p.first_name || ' ' || p.last_name from parent_accounts p where p.user_id = u.id),
  u.email) from users u where u.id = ${column})`;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The centre's schedule, in the order a person reads it (by vaccine, then dose). */
export async function loadSchedule(db: DbOrTx): Promise<ScheduleDose[]> {
  const rows = await db
    .select({
      vaccine: immunisationScheduleDoses.vaccine,
      doseNumber: immunisationScheduleDoses.doseNumber,
      dueAgeMonths: immunisationScheduleDoses.dueAgeMonths,
      graceMonths: immunisationScheduleDoses.graceMonths,
    })
    .from(immunisationScheduleDoses)
    .orderBy(asc(immunisationScheduleDoses.vaccine), asc(immunisationScheduleDoses.doseNumber));
  return rows as ScheduleDose[];
}

const immunisationColumns = {
  id: childImmunisations.id,
  vaccine: childImmunisations.vaccine,
  doseNumber: childImmunisations.doseNumber,
  dateGiven: childImmunisations.dateGiven,
  enteredBy: nameOf(childImmunisations.enteredByUserId),
  enteredAt: childImmunisations.enteredAt,
  verifiedBy: nameOf(childImmunisations.verifiedByUserId),
  verifiedAt: childImmunisations.verifiedAt,
};
type ImmunisationRow = { enteredAt: Date; verifiedAt: Date | null; vaccine: string };
const immunisationAnswer = <R extends ImmunisationRow>(row: R) =>
  ({
    ...row,
    enteredAt: row.enteredAt.toISOString(),
    verifiedAt: iso(row.verifiedAt),
  }) as unknown as ImmunisationResponse;

/** A child's doses, by vaccine and dose. */
export async function listImmunisations(db: DbOrTx, childId: number) {
  const rows = await db
    .select(immunisationColumns)
    .from(childImmunisations)
    .where(eq(childImmunisations.childId, childId))
    .orderBy(asc(childImmunisations.vaccine), asc(childImmunisations.doseNumber));
  return rows.map(immunisationAnswer);
}

export async function findImmunisation(db: DbOrTx, childId: number, id: number) {
  const [row] = await db
    .select(immunisationColumns)
    .from(childImmunisations)
    .where(and(eq(childImmunisations.id, id), eq(childImmunisations.childId, childId)));
  return row ? immunisationAnswer(row) : undefined;
}

const exemptionColumns = {
  id: childImmunisationExemptions.id,
  vaccine: childImmunisationExemptions.vaccine,
  kind: childImmunisationExemptions.kind,
  notes: childImmunisationExemptions.notes,
  documentName: storedFiles.originalName,
  enteredBy: nameOf(childImmunisationExemptions.enteredByUserId),
  enteredAt: childImmunisationExemptions.enteredAt,
  verifiedBy: nameOf(childImmunisationExemptions.verifiedByUserId),
  verifiedAt: childImmunisationExemptions.verifiedAt,
};

const exemptionsOf = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(exemptionColumns)
    .from(childImmunisationExemptions)
    .innerJoin(storedFiles, eq(storedFiles.id, childImmunisationExemptions.documentFileId))
    .where(where)
    .orderBy(asc(childImmunisationExemptions.id));
const exemptionAnswer = (row: Awaited<ReturnType<typeof exemptionsOf>>[number]) =>
  ({
    ...row,
    enteredAt: row.enteredAt.toISOString(),
    verifiedAt: iso(row.verifiedAt),
  }) as ExemptionResponse;

export async function listExemptions(db: DbOrTx, childId: number) {
  const rows = await exemptionsOf(db, eq(childImmunisationExemptions.childId, childId));
  return rows.map(exemptionAnswer);
}

export async function findExemption(db: DbOrTx, childId: number, id: number) {
  const [row] = await exemptionsOf(
    db,
    and(eq(childImmunisationExemptions.id, id), eq(childImmunisationExemptions.childId, childId)),
  );
  return row ? exemptionAnswer(row) : undefined;
}

/** The exemption's stored document (key, type) and the file row's id. */
export async function exemptionDocument(db: DbOrTx, childId: number, id: number) {
  const [row] = await db
    .select({
      fileId: storedFiles.id,
      key: storedFiles.key,
      contentType: storedFiles.contentType,
      verifiedAt: childImmunisationExemptions.verifiedAt,
    })
    .from(childImmunisationExemptions)
    .innerJoin(storedFiles, eq(storedFiles.id, childImmunisationExemptions.documentFileId))
    .where(
      and(eq(childImmunisationExemptions.id, id), eq(childImmunisationExemptions.childId, childId)),
    );
  return row;
}

/** The child's date of birth, or undefined for no such child. */
export async function childBirthDate(db: DbOrTx, childId: number) {
  const [row] = await db
    .select({ dateOfBirth: children.dateOfBirth })
    .from(children)
    .where(eq(children.id, childId));
  return row?.dateOfBirth;
}

/** What counts towards a status: each child's verified doses and exemptions. */
export async function countedByChild(db: DbOrTx, childId?: number) {
  const doses = await db
    .select({
      childId: childImmunisations.childId,
      vaccine: childImmunisations.vaccine,
      doseNumber: childImmunisations.doseNumber,
    })
    .from(childImmunisations)
    .where(
      and(
        sql`${childImmunisations.verifiedAt} is not null`,
        childId === undefined ? undefined : eq(childImmunisations.childId, childId),
      ),
    );
  const exemptions = await db
    .select({
      childId: childImmunisationExemptions.childId,
      vaccine: childImmunisationExemptions.vaccine,
    })
    .from(childImmunisationExemptions)
    .where(
      and(
        sql`${childImmunisationExemptions.verifiedAt} is not null`,
        childId === undefined ? undefined : eq(childImmunisationExemptions.childId, childId),
      ),
    );
  const byChild = new Map<number, Counted>();
  const of = (id: number) => {
    let counted = byChild.get(id);
    if (!counted) byChild.set(id, (counted = { given: [], exempt: [] }));
    return counted;
  };
  for (const d of doses)
    of(d.childId).given.push({ vaccine: d.vaccine as Vaccine, doseNumber: d.doseNumber });
  for (const e of exemptions) of(e.childId).exempt.push(e.vaccine as Vaccine | null);
  return (id: number): Counted => byChild.get(id) ?? { given: [], exempt: [] };
}

/** Every enrolled child, by room and name: whom the report looks at. */
export function enrolledChildren(db: DbOrTx) {
  return db
    .select({
      childId: children.id,
      childName: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      room: rooms.name,
      dateOfBirth: children.dateOfBirth,
    })
    .from(children)
    .innerJoin(rooms, eq(rooms.id, children.roomId))
    .where(enrolledChild)
    .orderBy(asc(rooms.sortOrder), asc(children.firstName), asc(children.lastName));
}
