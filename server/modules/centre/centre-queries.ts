import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centreSettings, users } from '../../db/schema/index.ts';

export async function centreInfo(db: DbOrTx) {
  const [row] = await db
    .select({
      name: centreSettings.name,
      timeZone: centreSettings.timeZone,
      websiteUrl: centreSettings.websiteUrl,
      demo: sql<boolean>`exists (${db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isDemo, true), eq(users.isActive, true)))})`,
    })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return row ?? { name: '', timeZone: 'UTC', demo: false, websiteUrl: '' };
}

/** The centre's name and contacts, as printed at the top of its PDFs. */
export async function centreLetterhead(db: DbOrTx) {
  const [row] = await db
    .select({
      name: centreSettings.name,
      address: centreSettings.address,
      phone: centreSettings.phone,
      email: centreSettings.email,
    })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return row ?? { name: '', address: '', phone: '', email: '' };
}
