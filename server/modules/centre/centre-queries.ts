import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centreSettings, storedFiles, users } from '../../db/schema/index.ts';

export async function centreInfo(db: DbOrTx) {
  const [row] = await db
    .select({
      name: centreSettings.name,
      timeZone: centreSettings.timeZone,
      websiteUrl: centreSettings.websiteUrl,
      logo: centreSettings.logoFileId,
      demo: sql<boolean>`exists (${db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isDemo, true), eq(users.isActive, true)))})`,
    })
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return row ?? { name: '', timeZone: 'UTC', demo: false, websiteUrl: '', logo: null };
}

const detailsColumns = {
  name: centreSettings.name,
  address: centreSettings.address,
  phone: centreSettings.phone,
  email: centreSettings.email,
  taxId: centreSettings.taxId,
  websiteUrl: centreSettings.websiteUrl,
  logo: centreSettings.logoFileId,
};

/** The centre's own details, as directors set them (Settings → Centre). */
export async function centreDetails(db: DbOrTx) {
  const [row] = await db
    .select(detailsColumns)
    .from(centreSettings)
    .where(eq(centreSettings.id, 1));
  return (
    row ?? { name: '', address: '', phone: '', email: '', taxId: '', websiteUrl: '', logo: null }
  );
}

/** The details before a change, locked until it commits (the audit's `before`). */
export async function lockCentreDetails(db: DbOrTx) {
  const [row] = await db
    .select(detailsColumns)
    .from(centreSettings)
    .where(eq(centreSettings.id, 1))
    .for('update');
  return row!;
}

export async function updateCentreDetails(
  db: DbOrTx,
  details: { name: string; address: string; phone: string; email: string; taxId: string },
  now: Date,
) {
  const [row] = await db
    .update(centreSettings)
    .set({ ...details, updatedAt: now })
    .where(eq(centreSettings.id, 1))
    .returning(detailsColumns);
  return row!;
}

/** The centre's logo as a stored file, or null. */
export async function centreLogoFile(db: DbOrTx) {
  const [row] = await db
    .select({ id: storedFiles.id, key: storedFiles.key, contentType: storedFiles.contentType })
    .from(centreSettings)
    .innerJoin(storedFiles, eq(storedFiles.id, centreSettings.logoFileId))
    .where(eq(centreSettings.id, 1));
  return row ?? null;
}

const hoursColumns = {
  openingTime: centreSettings.openingTime,
  closingTime: centreSettings.closingTime,
  absenceAlertTime: centreSettings.absenceAlertTime,
};

/** The opening hours; the defaults before the centre's settings row exists. */
export async function centreHours(db: DbOrTx) {
  const [row] = await db.select(hoursColumns).from(centreSettings).where(eq(centreSettings.id, 1));
  return row ?? { openingTime: '07:00', closingTime: '18:00', absenceAlertTime: '09:30' };
}

/**
 * Changes the hours, and the alert time when given (the contract has checked it falls within
 * them). A change that leaves it out keeps it even outside the new hours (older clients send
 * the hours alone): the alert then raises nothing until Settings saves a time within them.
 */
export async function updateCentreHours(
  db: DbOrTx,
  hours: { openingTime: string; closingTime: string; absenceAlertTime?: string },
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

/** When the first-start set-up was finished; null until then. */
export async function setupCompletedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ completedAt: centreSettings.setupCompletedAt })
    .from(centreSettings)
    .limit(1);
  return row?.completedAt ?? null;
}

/** Records the set-up as finished, keeping the first time it was (two directors at once). */
export async function completeSetup(tx: DbOrTx, now: Date): Promise<Date> {
  const [row] = await tx
    .update(centreSettings)
    .set({
      setupCompletedAt: sql`coalesce(${centreSettings.setupCompletedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .returning({ completedAt: centreSettings.setupCompletedAt });
  return row!.completedAt!;
}
