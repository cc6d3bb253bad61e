import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { guardians, parentAccounts } from '../db/schema/index.ts';
import { notFound } from './http-errors.ts';
import type { Principal } from '../types.ts';

/** The children a parent user is a guardian of. */
export async function childIdsOfParent(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ childId: guardians.childId })
    .from(guardians)
    .innerJoin(parentAccounts, eq(parentAccounts.id, guardians.parentAccountId))
    .where(eq(parentAccounts.userId, userId));
  return rows.map((r) => r.childId);
}

/**
 * A SQL condition restricting `childColumn` to what the principal may see: everything for
 * staff, the parent's own children for a parent. List queries put it in their WHERE, so a
 * parent's filtering happens in the database, never in memory.
 */
export function visibleChildren(principal: Principal, childColumn: AnyPgColumn): SQL | undefined {
  if (principal.role !== 'parent') return undefined;
  return inArray(
    childColumn,
    sql`(select ${guardians.childId} from ${guardians}
         join ${parentAccounts} on ${parentAccounts.id} = ${guardians.parentAccountId}
         where ${parentAccounts.userId} = ${principal.userId})`,
  );
}

/**
 * For a route about one child: a parent asking about another family's child gets the same
 * 404 as for a child that does not exist, so ids reveal nothing.
 */
export async function assertChildVisible(
  db: DbOrTx,
  principal: Principal,
  childId: number,
): Promise<void> {
  if (principal.role !== 'parent') return;
  const own = await childIdsOfParent(db, principal.userId);
  if (!own.includes(childId)) throw notFound('errors.childNotFound');
}
