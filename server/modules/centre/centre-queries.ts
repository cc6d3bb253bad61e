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

const hoursColumns = {
  openingTime: centreSettings.openingTime,
  closingTime: centreSettings.closingTime,
};

/** The opening hours; the defaults before the centre's settings row exists. */
export async function centreHours(db: DbOrTx) {
  const [row] = await db.select(hoursColumns).from(centreSettings).where(eq(centreSettings.id, 1));
  return row ?? { openingTime: '07:00', closingTime: '18:00' };
}

export async function updateCentreHours(
  db: DbOrTx,
  hours: { openingTime: string; closingTime: string },
  now: Date,
) {
  const [row] = await db
    .update(centreSettings)
    .set({ ...hours, updatedAt: now })
    .where(eq(centreSettings.id, 1))
    .returning(hoursColumns);
  return row!;
}

export async function updateCentreWebsite(db: DbOrTx, websiteUrl: string, now: Date) {
  const [row] = await db
    .update(centreSettings)
    .set({ websiteUrl, updatedAt: now })
    .where(eq(centreSettings.id, 1))
    .returning({ websiteUrl: centreSettings.websiteUrl });
  return row!;
}
