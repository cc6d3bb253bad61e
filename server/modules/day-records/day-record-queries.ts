import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { DayRecordListQuery } from '../../../contract/daily-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { activities, dailyReports, incidents } from '../../db/schema/index.ts';
import { children, staff } from '../../db/schema/index.ts';
import type { Principal } from '../../types.ts';
import { afterCursor, sortKeySql, toPage } from '../../lib/paging.ts';
import {
  childNameSql,
  type DayRecordRead,
  recordListConditions,
  recorderNameSql,
  staffNameSql,
} from './day-record-rules.ts';

/** The tables of records a staff member writes about a child's day. */
export type DayRecordTable = typeof dailyReports | typeof incidents | typeof activities;

/**
 * A record with the names every list shows: the child's, the staff member's it names (left
 * joined: it may have none) and the signed-in person's who saved it.
 */
function withNames<T extends DayRecordTable, F extends SelectedFields>(
  table: T,
  fields: F,
  order: AnyPgColumn[],
) {
  return {
    ...fields,
    childName: childNameSql,
    staffName: staffNameSql,
    recordedBy: recorderNameSql(table.recordedByUserId),
    // Where the row stands in the list: a page's next cursor (lib/paging.ts).
    sortKey: sortKeySql(order),
  };
}

/**
 * The queries of one kind of day record: its list (newest first, filtered and restricted to
 * a parent's own children in SQL), one record by id, and an insert. Each kind says only
 * which of its columns it shows, its order and how a row becomes its response.
 */
export function dayRecordQueries<T extends DayRecordTable, F extends SelectedFields, R>(kind: {
  table: T;
  fields: F;
  /** The list's order, every column newest first; also what a page's cursor holds. */
  newestFirst: AnyPgColumn[];
  /** The row as the API answers it (the response schema drops `sortKey` on the way out). */
  toResponse: (row: Awaited<ReturnType<ReturnType<typeof selectFrom<T, F>>>>[number]) => R;
}) {
  const select = selectFrom(kind.table, kind.fields, kind.newestFirst);
  return {
    /** One page of the list, and the cursor of the next page when there is more. */
    async list(
      db: DbOrTx,
      principal: Principal,
      action: DayRecordRead,
      query: DayRecordListQuery,
    ): Promise<{ items: R[]; nextCursor: string | null }> {
      const where = await recordListConditions(db, principal, action, kind.table, query);
      const rows = await select(db)
        .where(and(where, afterCursor(kind.newestFirst, query.before)))
        .orderBy(...kind.newestFirst.map((column) => desc(column)))
        .limit(query.limit + 1);
      // Every row has the sortKey selectFrom adds; the generic row type cannot show it.
      const page = toPage(rows, query.limit, (row) => (row as { sortKey: string }).sortKey);
      return { items: page.rows.map(kind.toResponse), nextCursor: page.nextCursor };
    },
    /** The child a record is about; undefined when there is no such record. */
    async childIdOf(db: DbOrTx, id: number): Promise<number | undefined> {
      const table: DayRecordTable = kind.table;
      const [row] = await db.select({ childId: table.childId }).from(table).where(eq(table.id, id));
      return row?.childId;
    },
    async find(db: DbOrTx, id: number): Promise<R> {
      const [row] = await select(db).where(eq(kind.table.id, id));
      return kind.toResponse(row!);
    },
    async insert(db: DbOrTx, values: T['$inferInsert']): Promise<number> {
      // Drizzle cannot check values against a table known only as a type parameter;
      // `values` is typed as exactly what this table takes.
      const [row] = await db
        .insert(kind.table)
        .values(values as never)
        .returning({ id: kind.table.id });
      return row!.id;
    },
  };
}

function selectFrom<T extends DayRecordTable, F extends SelectedFields>(
  table: T,
  fields: F,
  order: AnyPgColumn[],
) {
  const columns = withNames(table, fields, order);
  return (db: DbOrTx) =>
    db
      .select(columns)
      .from(table as DayRecordTable)
      .innerJoin(children, eq(children.id, table.childId))
      .leftJoin(staff, eq(staff.id, table.staffId))
      .$dynamic();
}
