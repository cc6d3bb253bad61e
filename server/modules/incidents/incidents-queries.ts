import { desc, eq } from 'drizzle-orm';
import type { DayRecordListQuery } from '../../../contract/daily-reports.ts';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import type { Db } from '../../db/client.ts';
import { children, incidents, staff } from '../../db/schema/index.ts';
import type { Principal } from '../../types.ts';
import { childNameSql, recordListConditions, staffNameSql } from '../daily-reports/day-records.ts';

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
  parentNotified: incidents.parentNotified,
  createdAt: incidents.createdAt,
};

type IncidentRow = Omit<IncidentResponse, 'createdAt'> & { createdAt: Date };
const toResponse = (row: IncidentRow): IncidentResponse => ({
  ...row,
  // The column is a `time` ('09:41:00'); the API speaks HH:MM.
  time: row.time.slice(0, 5),
  createdAt: row.createdAt.toISOString(),
});

/** Incidents newest first: by the day and time they happened. */
export async function listIncidents(
  db: Db,
  principal: Principal,
  query: DayRecordListQuery,
): Promise<IncidentResponse[]> {
  const where = await recordListConditions(db, principal, incidents, query);
  const rows = await db
    .select(incidentColumns)
    .from(incidents)
    .innerJoin(children, eq(children.id, incidents.childId))
    .leftJoin(staff, eq(staff.id, incidents.staffId))
    .where(where)
    .orderBy(desc(incidents.date), desc(incidents.time), desc(incidents.id))
    .limit(query.limit);
  return rows.map(toResponse);
}

export async function findIncident(db: Db, id: number): Promise<IncidentResponse> {
  const [row] = await db
    .select(incidentColumns)
    .from(incidents)
    .innerJoin(children, eq(children.id, incidents.childId))
    .leftJoin(staff, eq(staff.id, incidents.staffId))
    .where(eq(incidents.id, id));
  return toResponse(row!);
}

export async function insertIncident(
  db: Db,
  values: typeof incidents.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(incidents).values(values).returning({ id: incidents.id });
  return row!.id;
}
