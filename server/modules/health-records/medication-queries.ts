import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  DoseResponse,
  DoseUnit,
  MedicationResponse,
  MedicationStatus,
} from '../../../contract/health-records.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  children,
  medicationAuthorisations,
  medicationDoses,
  rooms,
  staff,
  storedFiles,
} from '../../db/schema/index.ts';
import { enrolledChild } from '../children/enrolled-children.ts';

const nameOfUser = (column: AnyPgColumn) =>
  sql<string | null>`(select coalesce(
    (select s.first_name || ' ' || s.last_name from staff s where s.user_id = u.id),
    (select p.first_name || ' ' || p.last_name from parent_accounts p where p.user_id = u.id),
    u.email) from users u where u.id = ${column})`;

export type MedicationRow = typeof medicationAuthorisations.$inferSelect;

/** Where an authorisation stands on `today` (the centre's day). */
export function statusOf(row: MedicationRow, today: string): MedicationStatus {
  if (!row.acceptedAt) return 'awaitingAcceptance';
  if (today < row.startDate) return 'upcoming';
  if (today > row.endDate) return 'ended';
  return 'active';
}

export async function findMedication(db: DbOrTx, childId: number, medicationId: number) {
  const [row] = await db
    .select()
    .from(medicationAuthorisations)
    .where(
      and(
        eq(medicationAuthorisations.id, medicationId),
        eq(medicationAuthorisations.childId, childId),
      ),
    );
  return row;
}

/** The row, locked for the rest of the transaction: doses of one medication are logged in turn. */
export async function lockMedication(db: DbOrTx, childId: number, medicationId: number) {
  const [row] = await db
    .select()
    .from(medicationAuthorisations)
    .where(
      and(
        eq(medicationAuthorisations.id, medicationId),
        eq(medicationAuthorisations.childId, childId),
      ),
    )
    .for('update');
  return row;
}

const givenBy = alias(staff, 'given_by');
const witness = alias(staff, 'witness');
const later = alias(medicationDoses, 'later');

/** Every entry of these medications, newest first, with names and what corrected each. */
async function doseEntries(db: DbOrTx, medicationIds: number[]) {
  if (medicationIds.length === 0) return [];
  return db
    .select({
      medicationId: medicationDoses.medicationId,
      id: medicationDoses.id,
      date: medicationDoses.date,
      time: medicationDoses.time,
      amount: medicationDoses.amount,
      givenBy: sql<string | null>`${givenBy.firstName} || ' ' || ${givenBy.lastName}`,
      witness: sql<string | null>`${witness.firstName} || ' ' || ${witness.lastName}`,
      notes: medicationDoses.notes,
      notGiven: medicationDoses.notGiven,
      correctsDoseId: medicationDoses.correctsDoseId,
      correctionReason: medicationDoses.correctionReason,
      correctedByDoseId: later.id,
      recordedAt: medicationDoses.recordedAt,
      recordedBy: nameOfUser(medicationDoses.recordedByUserId),
    })
    .from(medicationDoses)
    .leftJoin(givenBy, eq(givenBy.id, medicationDoses.givenByStaffId))
    .leftJoin(witness, eq(witness.id, medicationDoses.witnessStaffId))
    .leftJoin(later, eq(later.correctsDoseId, medicationDoses.id))
    .where(inArray(medicationDoses.medicationId, medicationIds))
    .orderBy(desc(medicationDoses.recordedAt), desc(medicationDoses.id));
}

const toDose = ({
  medicationId: _m,
  recordedAt,
  ...row
}: Awaited<ReturnType<typeof doseEntries>>[number]): DoseResponse => ({
  ...row,
  recordedAt: recordedAt.toISOString(),
});

export async function findDose(db: DbOrTx, medicationId: number, doseId: number) {
  const rows = await doseEntries(db, [medicationId]);
  const row = rows.find((r) => r.id === doseId);
  return row ? toDose(row) : undefined;
}

/**
 * The entries that count on a day: neither corrected by a later entry nor a correction saying
 * the dose was not given. What the rules and the due list weigh.
 */
export async function effectiveDoses(db: DbOrTx, medicationId: number, date: string) {
  return db
    .select({
      id: medicationDoses.id,
      time: medicationDoses.time,
      amount: medicationDoses.amount,
    })
    .from(medicationDoses)
    .leftJoin(later, eq(later.correctsDoseId, medicationDoses.id))
    .where(
      and(
        eq(medicationDoses.medicationId, medicationId),
        eq(medicationDoses.date, date),
        eq(medicationDoses.notGiven, false),
        isNull(later.id),
      ),
    )
    .orderBy(asc(medicationDoses.time));
}

const medicationColumns = {
  row: medicationAuthorisations,
  authorisedBy: nameOfUser(medicationAuthorisations.authorisedByUserId),
  acceptedBy: nameOfUser(medicationAuthorisations.acceptedByUserId),
};

function toMedication(
  {
    row,
    authorisedBy,
    acceptedBy,
  }: { row: MedicationRow; authorisedBy: string | null; acceptedBy: string | null },
  doses: DoseResponse[],
  today: string,
): MedicationResponse {
  const { labelFileId, authorisedByUserId: _a, acceptedByUserId: _b, ...fields } = row;
  return {
    ...fields,
    doseUnit: row.doseUnit as DoseUnit,
    route: row.route as MedicationResponse['route'],
    schedule: row.schedule as MedicationResponse['schedule'],
    hasLabel: labelFileId !== null,
    authorisedBy,
    acceptedBy,
    signedAt: row.signedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    status: statusOf(row, today),
    doses,
  };
}

/** A child's medications, newest authorisation first, each with its whole dose log. */
export async function listMedications(
  db: DbOrTx,
  childId: number,
  today: string,
): Promise<MedicationResponse[]> {
  const rows = await db
    .select(medicationColumns)
    .from(medicationAuthorisations)
    .where(eq(medicationAuthorisations.childId, childId))
    .orderBy(desc(medicationAuthorisations.signedAt), desc(medicationAuthorisations.id));
  const doses = await doseEntries(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) =>
    toMedication(r, doses.filter((d) => d.medicationId === r.row.id).map(toDose), today),
  );
}

export async function medicationAnswer(db: DbOrTx, childId: number, id: number, today: string) {
  const all = await listMedications(db, childId, today);
  return all.find((m) => m.id === id)!;
}

/** The label photo's stored file, if there is one. */
export async function labelFile(db: DbOrTx, childId: number, medicationId: number) {
  const [row] = await db
    .select({ id: storedFiles.id, key: storedFiles.key, contentType: storedFiles.contentType })
    .from(medicationAuthorisations)
    .innerJoin(storedFiles, eq(storedFiles.id, medicationAuthorisations.labelFileId))
    .where(
      and(
        eq(medicationAuthorisations.id, medicationId),
        eq(medicationAuthorisations.childId, childId),
      ),
    );
  return row;
}

/**
 * Today's accepted, current, scheduled authorisations of enrolled children (one room or all),
 * with their child: what the due list is made from.
 */
export async function scheduledToday(db: DbOrTx, today: string, roomId?: number) {
  return db
    .select({
      medication: medicationAuthorisations,
      childName: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      room: rooms.name,
    })
    .from(medicationAuthorisations)
    .innerJoin(children, eq(children.id, medicationAuthorisations.childId))
    .innerJoin(rooms, eq(rooms.id, children.roomId))
    .where(
      and(
        enrolledChild,
        roomId === undefined ? undefined : eq(children.roomId, roomId),
        sql`${medicationAuthorisations.acceptedAt} is not null`,
        eq(medicationAuthorisations.schedule, 'times'),
        sql`${medicationAuthorisations.startDate} <= ${today}`,
        sql`${medicationAuthorisations.endDate} >= ${today}`,
      ),
    )
    .orderBy(asc(children.firstName), asc(children.lastName));
}

/** One entry of a medication as stored, and the entry correcting it, if any. */
export async function doseRow(db: DbOrTx, medicationId: number, doseId: number) {
  const [row] = await db
    .select({ dose: medicationDoses, correctedBy: later.id })
    .from(medicationDoses)
    .leftJoin(later, eq(later.correctsDoseId, medicationDoses.id))
    .where(and(eq(medicationDoses.id, doseId), eq(medicationDoses.medicationId, medicationId)));
  return row;
}
