import type { DbOrTx } from './client.ts';
import { users } from './schema/index.ts';

/** Whether any account exists: an empty database gets the demo (or asks for a director). */
export async function hasAnyUser(db: DbOrTx): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  return existing.length > 0;
}
