import { and, eq, isNull, sql } from 'drizzle-orm';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import type { DbOrTx } from '../../db/client.ts';
import { incidents, parentAccounts } from '../../db/schema/index.ts';
import { dayRecordQueries } from '../day-records/day-record-queries.ts';

/** Incidents newest first: by the day and time they happened. */
export const incidentQueries = dayRecordQueries({
  table: incidents,
  fields: {
    id: incidents.id,
    childId: incidents.childId,
    date: incidents.date,
    time: incidents.time,
    description: incidents.description,
    actionTaken: incidents.actionTaken,
    staffId: incidents.staffId,
    parentNotified: incidents.parentNotified,
    acknowledgedAt: incidents.acknowledgedAt,
    acknowledgedBy: sql<string | null>`(select p.first_name || ' ' || p.last_name
      from parent_accounts p where p.id = ${incidents.acknowledgedByParentId})`,
    createdAt: incidents.createdAt,
  },
  newestFirst: [incidents.date, incidents.time, incidents.id],
  toResponse: (row): IncidentResponse => ({
    ...row,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    // The column is a `time` ('09:41:00'); the API speaks HH:MM.
    time: row.time.slice(0, 5),
    createdAt: row.createdAt.toISOString(),
  }),
});

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

/**
 * Records the acknowledgement once; false when someone already acknowledged it. A report a
 * parent signed was seen by them, so it counts as notified (issue 16: it showed Pending and
 * Acknowledged at once).
 */
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
      // A parent who signs has been told: the report no longer waits on the centre (Resolved).
      parentNotified: true,
      parentNotifiedAt: sql`coalesce(${incidents.parentNotifiedAt}, ${values.at})`,
    })
    .where(and(eq(incidents.id, id), isNull(incidents.acknowledgedAt)))
    .returning({ id: incidents.id });
  return rows.length > 0;
}
