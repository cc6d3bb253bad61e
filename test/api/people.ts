import { eq } from 'drizzle-orm';
import { parentAccounts, staff, users } from '../../server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The ids behind a demo (or test-made) person's e-mail, read from the test's database. */
type WithDatabase = Pick<TestApp, 'database'>;

export async function userIdOf(t: WithDatabase, email: string): Promise<number> {
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

/** The staff record of a staff member's account. */
export async function staffIdOf(t: WithDatabase, email: string): Promise<number> {
  const [member] = await t.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.userId, await userIdOf(t, email)));
  if (!member) throw new Error(`no staff record for ${email}`);
  return member.id;
}

/** The parent account of a parent's sign-in account. */
export async function parentAccountIdOf(t: WithDatabase, email: string): Promise<number> {
  const [account] = await t.database.db
    .select({ id: parentAccounts.id })
    .from(parentAccounts)
    .where(eq(parentAccounts.userId, await userIdOf(t, email)));
  if (!account) throw new Error(`no parent account for ${email}`);
  return account.id;
}
