import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  activities,
  attendance,
  auditLog,
  dailyReports,
  galleryPhotos,
  incidents,
  sessions,
  staff,
  users,
} from '../../db/schema/index.ts';

/** The audit row every sign-in writes (modules/auth). */
const signIn = { action: 'auth.login' } as const;

// Every subquery names the user by the parameter, never by a column of `users`: Drizzle
// leaves columns unqualified in a single-table select, which would make a correlated
// subquery compare a table's column with itself (see auth-queries' userDisplayName).
const counted = (from: SQL) => sql<number>`(select count(*)::int from ${from})`;

/**
 * What a record written by the user looks like: saved by them, or, for records saved before
 * the saver was kept (recorded_by_user_id null: the demo's history, older releases), made
 * out in their own staff member's name (staff_id, the spec's staffId).
 */
const writtenBy = (
  table: typeof dailyReports | typeof incidents | typeof activities,
  userId: number,
) =>
  counted(sql`${table} where ${table.recordedByUserId} = ${userId}
    or (${table.recordedByUserId} is null
      and ${table.staffId} in (select id from ${staff} where user_id = ${userId}))`);

const recordedBy = (column: AnyPgColumn, at: AnyPgColumn, userId: number) =>
  counted(sql`${attendance} where ${column} = ${userId} and ${at} is not null`);

/**
 * The staff profile's account statistics for one user, counted in one query. The last
 * sign-in is the newest sign-in (the audit log keeps every one, sessions go at sign-out)
 * from before the session asking began.
 */
export async function accountStatistics(db: DbOrTx, userId: number, sessionTokenHash: string) {
  const [row] = await db
    .select({
      memberSince: users.createdAt,
      lastSignIn: sql<Date | null>`(select max(${auditLog.at}) from ${auditLog}
        where ${auditLog.entityType} = 'user' and ${auditLog.entityId} = ${String(userId)}
          and ${auditLog.action} = ${signIn.action}
          and ${auditLog.at} < (select created_at from ${sessions}
            where token_hash = ${sessionTokenHash}))`.mapWith(auditLog.at),
      checkIns: recordedBy(attendance.recordedByUserId, attendance.checkInAt, userId),
      checkOuts: recordedBy(attendance.checkOutRecordedByUserId, attendance.checkOutAt, userId),
      dailyReports: writtenBy(dailyReports, userId),
      incidents: writtenBy(incidents, userId),
      activities: writtenBy(activities, userId),
      galleryPhotos: counted(sql`${galleryPhotos} where ${galleryPhotos.uploadedBy} = ${userId}`),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    ...row,
    memberSince: row.memberSince.toISOString(),
    lastSignIn: row.lastSignIn?.toISOString() ?? null,
  };
}
