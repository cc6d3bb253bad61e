import { type AnyColumn, type SQL, and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AuditEntryResponse } from '../../../contract/audit-log.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  billingAccountChildren,
  billingPayers,
  billingPlans,
  cameras,
  children,
  events,
  galleryPhotos,
  messageThreads,
  milestoneCategories,
  milestoneTemplates,
  parentAccounts,
  rooms,
  staff,
  taxDocuments,
  users,
} from '../../db/schema/index.ts';
import { afterCursor, sortKeySql, toPage } from '../../lib/paging.ts';
import { userDisplayName } from '../auth/auth-queries.ts';
import { payerName } from '../billing/billing-data.ts';

// Both drivers (PGlite, node-postgres) answer a raw query with its rows in `rows`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

/** An entry as stored (its texts are written for the reader: audit-log-text.ts). */
type StoredEntry = Omit<AuditEntryResponse, 'actionText' | 'recordText' | 'detailsText'>;

const toEntry = (r: Omit<StoredEntry, 'at'> & { at: Date }): StoredEntry => ({
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

/** The kinds of record an audit entry names by id, whose names the log shows instead. */
export const auditNameKinds = [
  'child',
  'staff',
  'user',
  'parent',
  'payer',
  'account',
  'room',
  'plan',
  'camera',
  'template',
  'category',
  'thread',
  'photo',
  'document',
  'event',
] as const;
export type AuditNameKind = (typeof auditNameKinds)[number];

const person = (first: AnyColumn, last: AnyColumn) => sql<string>`${first} || ' ' || ${last}`;

/** Each kind's table: the id column and the name people know the record by. */
const nameSources: Record<AuditNameKind, (ids: number[]) => SQL> = {
  child: (ids) =>
    sql`select ${children.id} as id, ${person(children.firstName, children.lastName)} as name
        from ${children} where ${inArray(children.id, ids)}`,
  staff: (ids) =>
    sql`select ${staff.id} as id, ${person(staff.firstName, staff.lastName)} as name
        from ${staff} where ${inArray(staff.id, ids)}`,
  user: (ids) =>
    sql`select ${users.id} as id, ${userDisplayName} as name
        from ${users} where ${inArray(users.id, ids)}`,
  parent: (ids) =>
    sql`select ${parentAccounts.id} as id,
          ${person(parentAccounts.firstName, parentAccounts.lastName)} as name
        from ${parentAccounts} where ${inArray(parentAccounts.id, ids)}`,
  payer: (ids) =>
    sql`select ${billingPayers.id} as id, ${payerName} as name
        from ${billingPayers}
        left join ${parentAccounts} on ${parentAccounts.id} = ${billingPayers.parentAccountId}
        where ${inArray(billingPayers.id, ids)}`,
  // A family's account is known by its children.
  account: (ids) =>
    sql`select ${billingAccountChildren.accountId} as id,
          string_agg(${person(children.firstName, children.lastName)}, ', '
            order by ${children.firstName}) as name
        from ${billingAccountChildren}
        join ${children} on ${children.id} = ${billingAccountChildren.childId}
        where ${inArray(billingAccountChildren.accountId, ids)}
        group by ${billingAccountChildren.accountId}`,
  room: (ids) =>
    sql`select ${rooms.id} as id, ${rooms.name} as name from ${rooms} where ${inArray(rooms.id, ids)}`,
  plan: (ids) =>
    sql`select ${billingPlans.id} as id, ${billingPlans.name} as name
        from ${billingPlans} where ${inArray(billingPlans.id, ids)}`,
  camera: (ids) =>
    sql`select ${cameras.id} as id, ${cameras.name} as name
        from ${cameras} where ${inArray(cameras.id, ids)}`,
  template: (ids) =>
    sql`select ${milestoneTemplates.id} as id, ${milestoneTemplates.title} as name
        from ${milestoneTemplates} where ${inArray(milestoneTemplates.id, ids)}`,
  category: (ids) =>
    sql`select ${milestoneCategories.id} as id, ${milestoneCategories.name} as name
        from ${milestoneCategories} where ${inArray(milestoneCategories.id, ids)}`,
  thread: (ids) =>
    sql`select ${messageThreads.id} as id, ${messageThreads.subject} as name
        from ${messageThreads} where ${inArray(messageThreads.id, ids)}`,
  photo: (ids) =>
    sql`select ${galleryPhotos.id} as id, ${galleryPhotos.title} as name
        from ${galleryPhotos} where ${inArray(galleryPhotos.id, ids)}`,
  document: (ids) =>
    sql`select ${taxDocuments.id} as id, ${taxDocuments.title} as name
        from ${taxDocuments} where ${inArray(taxDocuments.id, ids)}`,
  event: (ids) =>
    sql`select ${events.id} as id, ${events.title} as name
        from ${events} where ${inArray(events.id, ids)}`,
};

/**
 * The names of the records a page of the log mentions, one query per kind named: a removed
 * child or a discarded draft keeps its row, so it still has its name.
 */
export async function auditNames(
  db: DbOrTx,
  wanted: Map<AuditNameKind, Set<number>>,
): Promise<Map<AuditNameKind, Map<number, string>>> {
  const found = new Map<AuditNameKind, Map<number, string>>();
  for (const [kind, ids] of wanted) {
    if (ids.size === 0) continue;
    const result = await db.execute(nameSources[kind]([...ids]));
    const names = new Map<number, string>();
    for (const row of rowsOf<{ id: number; name: string | null }>(result))
      if (row.name) names.set(Number(row.id), row.name);
    found.set(kind, names);
  }
  return found;
}
