import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { portalOf as portalOfRole, type Role } from '../../contract/enums.ts';
import {
  type Action,
  isPermitted,
  permissions,
  reachOf,
  type Scope,
  scopes,
} from '../../contract/permissions.ts';
import type { DbOrTx } from '../db/client.ts';
import { notFound } from '../lib/http-errors.ts';
import { type RecordKind, records } from './records.ts';
import { type IdExpression, scopeConditions } from './scopes.ts';

/**
 * The access layer (decision 055): the role check is the route's (plugins/access), the record
 * check is here. A module asks which records a person reaches through an action, never what
 * their role is: `accessible` for a list's WHERE, `requireTarget` for one record.
 */

/** Who is asking: a signed-in principal, or the person a job writes to. */
export type Viewer = { role: Role; userId: number };

type ScopeOf<A extends Action> = Extract<
  (typeof permissions)[A][keyof (typeof permissions)[A]],
  Scope
>;
/** The actions some role reaches only a scope of: those whose records are checked here. */
export type ScopedAction = { [A in Action]: [ScopeOf<A>] extends [never] ? never : A }[Action];

/**
 * The portal the person signs in to: what differs for a family that is not which records
 * (the shape of an answer, a message's side, an e-mail's wording) follows it.
 */
export const portalOf = (who: { role: Role }): 'staff' | 'parent' => portalOfRole(who.role);

/** A condition on a role column: the accounts that sign in to `portal` (a message's side). */
export const signsInTo = (role: AnyPgColumn, portal: 'staff' | 'parent'): SQL =>
  portal === 'parent' ? eq(role, 'parent') : ne(role, 'parent');

/** Whether the person may take the action at all (the route's check, for a part of an answer). */
export const may = (who: { role: Role }, action: Action): boolean => isPermitted(who.role, action);

/** The kind of record an action's scopes are about (the permission table keeps one per action). */
function kindOf(action: ScopedAction): RecordKind {
  const scope = Object.values(permissions[action]).find((reach) => reach !== 'all') as Scope;
  return scopes[scope];
}

/**
 * The records of `action` the viewer reaches, as a condition on `id` (the id column of the
 * action's kind of record, or a column referring to one): undefined for all of them, and
 * nothing at all for a role the table does not give the action.
 */
export function accessible(
  viewer: Viewer,
  action: ScopedAction,
  id: IdExpression,
): SQL | undefined {
  const reach = reachOf(viewer.role, action);
  if (reach === undefined) return sql`false`;
  if (reach === 'all') return undefined;
  return scopeConditions[reach](viewer, id);
}

/**
 * One record the viewer acts on through `action`: it exists and they reach it, or the
 * not-found answer (`missing`, else the kind's), the same for someone else's as for none.
 */
export async function requireTarget(
  db: DbOrTx,
  viewer: Viewer,
  action: ScopedAction,
  id: number,
  missing?: string,
): Promise<void> {
  const record = records[kindOf(action)];
  const [row] = await db
    .select({ id: record.id })
    .from(record.table)
    .where(and(eq(record.id, id), accessible(viewer, action, record.id)))
    .limit(1);
  if (!row) throw notFound(missing ?? record.missing);
}
