import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileRequest } from '../../../contract/account.ts';
import type { DbOrTx } from '../../db/client.ts';
import { parentAccounts, staff, userSettings, users } from '../../db/schema/index.ts';

export async function findProfile(db: DbOrTx, userId: number, kind: 'staff' | 'parent') {
  const [user] = await db
    .select({ photo: users.photoFileId })
    .from(users)
    .where(eq(users.id, userId));
  const photo = user?.photo ?? null;
  if (kind === 'staff') {
    const [s] = await db.select().from(staff).where(eq(staff.userId, userId));
    if (!s) return null;
    return {
      kind,
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      phone: s.phone,
      address: s.address,
      bio: s.bio,
      emergencyContactName: '',
      emergencyContactPhone: '',
      photo,
    };
  }
  const [p] = await db.select().from(parentAccounts).where(eq(parentAccounts.userId, userId));
  if (!p) return null;
  return {
    kind,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phoneNumber,
    address: p.address,
    bio: '',
    emergencyContactName: p.emergencyContactName,
    emergencyContactPhone: p.emergencyContactPhone,
    photo,
  };
}

export async function emailTakenByOther(
  db: DbOrTx,
  email: string,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The sign-in e-mail and the person's record change together (in the caller's transaction). */
export async function updateProfile(
  db: DbOrTx,
  userId: number,
  kind: 'staff' | 'parent',
  p: Omit<z.output<typeof updateProfileRequest>, 'currentPassword'>,
  now: Date,
): Promise<void> {
  const email = p.email.toLowerCase();
  await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
  if (kind === 'staff') {
    await db
      .update(staff)
      .set({
        firstName: p.firstName,
        lastName: p.lastName,
        email,
        phone: p.phone,
        address: p.address,
        bio: p.bio,
      })
      .where(eq(staff.userId, userId));
  } else {
    await db
      .update(parentAccounts)
      .set({
        firstName: p.firstName,
        lastName: p.lastName,
        email,
        phoneNumber: p.phone,
        address: p.address,
        emergencyContactName: p.emergencyContactName,
        emergencyContactPhone: p.emergencyContactPhone,
        updatedAt: now,
      })
      .where(eq(parentAccounts.userId, userId));
  }
}

export async function passwordHashOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return u?.hash ?? null;
}

export async function setPasswordHash(
  db: DbOrTx,
  userId: number,
  hash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash: hash, updatedAt: now }).where(eq(users.id, userId));
}

export async function storedSettings(db: DbOrTx, userId: number): Promise<unknown> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row?.settings ?? {};
}

export async function saveSettings(
  db: DbOrTx,
  userId: number,
  settings: object,
  now: Date,
): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: now } });
}
