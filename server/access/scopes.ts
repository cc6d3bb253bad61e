import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../contract/permissions.ts';
import {
  billingAccountChildren,
  billingPayers,
  children,
  cameras,
  enrolmentConsents,
  galleryPhotoChildren,
  galleryPhotos,
  guardians,
  messageThreadParents,
  messageThreads,
  parentAccounts,
  passkeys,
  sessions,
  taxDocuments,
} from '../db/schema/index.ts';

/** An id column, or an expression standing for one (a correlated subquery's outer column). */
export type IdExpression = AnyPgColumn | SQL;

/** The person a scope is worked out for. */
export type Viewer = { userId: number };

/** The parent account of the signed-in user (one at most), as a subquery. */
const ownParentAccount = (userId: number) =>
  sql`(select pa.id from ${parentAccounts} pa where pa.user_id = ${userId})`;

/** The children the user is a guardian of (removed ones too: their history stays theirs). */
const ownChildIds = (userId: number) =>
  sql`(select g.child_id from ${guardians} g
       join ${parentAccounts} pa on pa.id = g.parent_account_id
       where pa.user_id = ${userId})`;

/** The rooms the user's children still at the centre are placed in. */
const ownRooms = (userId: number) =>
  sql`(select ch.room_id from ${children} ch
       where ch.removed_at is null and ch.id in ${ownChildIds(userId)})`;

/** The one photo release form: a child without it is never shown to a family. */
export const photoRelease = 'photo_video_release';

/**
 * What each scope reaches, as a condition on the id of its kind of record. Everything is a
 * subquery on the database, so a list is filtered there and never in memory.
 */
export const scopeConditions: Record<Scope, (viewer: Viewer, id: IdExpression) => SQL> = {
  ownChild: ({ userId }, id) => sql`${id} in ${ownChildIds(userId)}`,
  // A thread about a child is the parent's only while they are its guardian (decision 062:
  // a guardian removed by a director no longer reads what is said about that child).
  ownThread: ({ userId }, id) =>
    sql`${id} in (select tp.thread_id from ${messageThreadParents} tp
                  join ${messageThreads} th on th.id = tp.thread_id
                  where tp.user_id = ${userId}
                  and (th.child_id is null or th.child_id in ${ownChildIds(userId)}))`,
  // A payer record the director ended when removing a guardian (decision 062) is no longer
  // theirs, unless they are still a guardian of a child the account bills.
  ownPayer: ({ userId }, id) =>
    sql`${id} in (select bp.id from ${billingPayers} bp
                  where bp.parent_account_id in ${ownParentAccount(userId)}
                  and (bp.is_active or exists (
                    select 1 from ${billingAccountChildren} bac
                    where bac.account_id = bp.account_id
                    and bac.child_id in ${ownChildIds(userId)})))`,
  ownOrGlobalDocument: ({ userId }, id) =>
    sql`${id} in (select td.id from ${taxDocuments} td
                  where td.is_global or td.parent_id in ${ownParentAccount(userId)})`,
  globalDocument: (_viewer, id) =>
    sql`${id} in (select td.id from ${taxDocuments} td where td.is_global)`,
  ownCameraRoom: ({ userId }, id) =>
    sql`${id} in (select c.id from ${cameras} c where c.room_id in ${ownRooms(userId)})`,
  familyPhoto: ({ userId }, id) =>
    sql`${id} in (select p.id from ${galleryPhotos} p
      where p.is_visible
      and not exists (select 1 from ${galleryPhotoChildren} gc
        where gc.photo_id = p.id
        and not exists (select 1 from ${enrolmentConsents} ec
                        where ec.child_id = gc.child_id and ec.form = ${photoRelease}))
      and (not exists (select 1 from ${galleryPhotoChildren} gc where gc.photo_id = p.id)
           or exists (select 1 from ${galleryPhotoChildren} gc
                      where gc.photo_id = p.id and gc.child_id in ${ownChildIds(userId)})))`,
  self: ({ userId }, id) => sql`${id} = ${userId}`,
  ownSession: ({ userId }, id) =>
    sql`${id} in (select s.id from ${sessions} s where s.user_id = ${userId})`,
  ownPasskey: ({ userId }, id) =>
    sql`${id} in (select k.id from ${passkeys} k where k.user_id = ${userId})`,
};
