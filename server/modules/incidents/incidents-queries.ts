import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DayRecordListQuery } from '../../../contract/daily-reports.ts';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import type { DbOrTx } from '../../db/client.ts';
import { children, incidents, parentAccounts, staff } from '../../db/schema/index.ts';
import type { Principal } from '../../types.ts';
import {
  childNameSql,
  recordListConditions,
  recorderNameSql,
  staffNameSql,
} from '../daily-reports/day-records.ts';

const incidentColumns = {
  id: incidents.id,
  childId: incidents.childId,
  childName: childNameSql,
  date: incidents.date,
  time: incidents.time,
  description: incidents.description,
  actionTaken: incidents.actionTaken,
  staffId: incidents.staffId,
  staffName: staffNameSql,
  recordedBy: recorderNameSql(incidents.recordedByUserId),
  parentNotified: incidents.parentNotified,
  acknowledgedAt: incidents.acknowledgedAt,
  acknowledgedBy: sql<
    string | null
  >`${parentAccounts.firstName} || ' ' || ${parentAccounts.lastName}`,
  createdAt: incidents.createdAt,
};

type IncidentRow = Omit<IncidentResponse, 'createdAt' | 'acknowledgedAt'> & {
  createdAt: Date;
  acknowledgedAt: Date | null;
};
const toResponse = (row: IncidentRow): IncidentResponse => ({
  ...row,
  acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  // The column is a `time` ('09:41:00'); the API speaks HH:MM.
  time: row.time.slice(0, 5),
  createdAt: row.createdAt.toISOString(),
});

/** Incidents newest first: by the day and time they happened. */
export async function listIncidents(
  db: DbOrTx,
  principal: Principal,
  query: DayRecordListQuery,
): Promise<IncidentResponse[]> {
  const where = await recordListConditions(db, principal, incidents, query);
  const rows = await db
    .select(incidentColumns)
    .from(incidents)
    .innerJoin(children, eq(children.id, incidents.childId))
    .leftJoin(staff, eq(staff.id, incidents.staffId))
    .leftJoin(parentAccounts, eq(parentAccounts.id, incidents.acknowledgedByParentId))
    .where(where)
    .orderBy(desc(incidents.date), desc(incidents.time), desc(incidents.id))
    .limit(query.limit);
  return rows.map(toResponse);
}

export async function findIncident(db: DbOrTx, id: number): Promise<IncidentResponse> {
  const [row] = await db
    .select(incidentColumns)
    .from(incidents)
    .innerJoin(children, eq(children.id, incidents.childId))
    .leftJoin(staff, eq(staff.id, incidents.staffId))
    .leftJoin(parentAccounts, eq(parentAccounts.id, incidents.acknowledgedByParentId))
    .where(eq(incidents.id, id));
  return toResponse(row!);
}

export async function insertIncident(
  db: DbOrTx,
  values: typeof incidents.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(incidents).values(values).returning({ id: incidents.id });
  return row!.id;
}

/** The child an incident is about, or undefined when there is no such incident. */
export async function incidentChildId(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ childId: incidents.childId })
    .from(incidents)
    .where(eq(incidents.id, id));
  return row?.childId;
}

/** The signing parent's account id and registered name. */
export async function parentSigner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: parentAccounts.id,
      fullName: sql<string>`${parentAccounts.firstName} || ' ' || ${parentAccounts.lastName}`,
    })
    .from(parentAccounts)
    .where(eq(parentAccounts.userId, userId));
  return row;
}

/** Records the acknowledgement once; false when someone already acknowledged it. */
export async function acknowledgeIncident(
  db: DbOrTx,
  id: number,
  values: { parentId: number; signature: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(incidents)
    .set({
      acknowledgedByParentId: values.parentId,
      acknowledgedSignature: values.signature,
      acknowledgedAt: values.at,
    })
    .where(and(eq(incidents.id, id), isNull(incidents.acknowledgedAt)))
    .returning({ id: incidents.id });
  return rows.length > 0;
}
