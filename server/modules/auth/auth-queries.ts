import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/**
 * The name a person is shown by: their staff record or parent account, else their e-mail.
 * Written as plain SQL because Drizzle leaves columns unqualified in single-table selects,
 * which would make the correlated subqueries compare a table's column with itself.
 * Use it only in a query over `users`.
 */
export const userDisplayName = sql<string>`coalesce(
  (select s.first_name || ' ' || s.last_name from staff s where s.user_id = "users"."id"),
  (select p.first_name || ' ' || p.last_name from parent_accounts p where p.user_id = "users"."id"),
  "users"."email")`;

export async function findUserById(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function findIdentity(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      email: users.email,
      displayName: userDisplayName,
      staffId: sql<number | null>`(select s.id from staff s
        where s.user_id = "users"."id" and s.removed_at is null)`,
      photo: users.photoFileId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
