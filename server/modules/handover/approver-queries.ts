import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { userDisplayName } from '../auth/auth-queries.ts';

/** An active user's role and password hash, for a director's approval in the dialog. */
export async function passwordHashOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  return row ?? null;
}

/** A user's name (their staff or parent name, else their e-mail). */
export async function userName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ name: userDisplayName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
