import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AuditEntryResponse } from '../../../contract/audit-log.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { afterCursor, sortKeySql, toPage } from '../../lib/paging.ts';
import { userDisplayName } from '../auth/auth-queries.ts';

export type AuditFilter = {
  person?: number;
  recordType?: string;
  recordId?: string;
  start?: string;
  end?: string;
  timeZone: string;
};

const order = [auditLog.at, auditLog.id];
const localDay = (timeZone: string) => sql`(${auditLog.at} at time zone ${timeZone})::date`;

function where(filter: AuditFilter) {
  const { timeZone } = filter;
  return and(
    filter.person === undefined ? undefined : eq(auditLog.actorUserId, filter.person),
    filter.recordType === undefined ? undefined : eq(auditLog.entityType, filter.recordType),
    filter.recordId === undefined ? undefined : eq(auditLog.entityId, filter.recordId),
    filter.start === undefined ? undefined : sql`${localDay(timeZone)} >= ${filter.start}::date`,
    filter.end === undefined ? undefined : sql`${localDay(timeZone)} <= ${filter.end}::date`,
  );
}

const entryFields = {
  id: auditLog.id,
  at: auditLog.at,
  actorUserId: auditLog.actorUserId,
  // The users row is joined: its display name (staff, parent, or e-mail).
  actorName: sql<
    string | null
  >`case when ${users.id} is null then null else ${userDisplayName} end`,
  action: auditLog.action,
  recordType: auditLog.entityType,
  recordId: auditLog.entityId,
  details: sql<string | null>`${auditLog.details}::text`,
  ipAddress: auditLog.ipAddress,
};

const toEntry = (r: Omit<AuditEntryResponse, 'at'> & { at: Date }): AuditEntryResponse => ({
  ...r,
  at: r.at.toISOString(),
});

/** A page of the log, newest first (by when, then id). */
export async function auditLogPage(
  db: DbOrTx,
  filter: AuditFilter & { limit: number; before?: string },
) {
  const rows = await db
    .select({ ...entryFields, sortKey: sortKeySql(order) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(where(filter), afterCursor(order, filter.before)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit + 1);
  const page = toPage(rows, filter.limit, (r) => r.sortKey);
  return {
    items: page.rows.map(({ sortKey: _, ...r }) => toEntry(r)),
    nextCursor: page.nextCursor,
  };
}

/** The log for a CSV, oldest first: `size` entries after `after` (keyset, not offset). */
export async function auditLogBatch(
  db: DbOrTx,
  filter: AuditFilter,
  after: { at: Date; id: number } | null,
  size: number,
) {
  const rows = await db
    .select(entryFields)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        where(filter),
        after === null
          ? undefined
          : sql`(${auditLog.at}, ${auditLog.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(size);
  return rows;
}

/** The people who appear in the log (by name), and its record types. */
export async function auditFilters(db: DbOrTx) {
  const people = await db
    .selectDistinct({ userId: users.id, name: userDisplayName })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(userDisplayName, users.id);
  const types = await db
    .selectDistinct({ recordType: auditLog.entityType })
    .from(auditLog)
    .where(isNotNull(auditLog.entityType))
    .orderBy(auditLog.entityType);
  return { people, recordTypes: types.map((t) => t.recordType) };
}
