import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../contract/enums.ts';
import type { DbOrTx } from '../db/client.ts';
import { userSettings, users } from '../db/schema/index.ts';
import { languageOr } from './i18n.ts';

/** The language a user chose in their settings (English when they never chose). */
export async function languageOfUser(db: DbOrTx, userId: number): Promise<Language> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return languageOr((row?.settings as { language?: unknown } | undefined)?.language);
}

/** The language of the account signing in with `email`, or null when nobody has one. */
export async function languageOfEmail(db: DbOrTx, email: string): Promise<Language | null> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  if (!row) return null;
  return languageOr((row.settings as { language?: unknown } | null)?.language);
}
