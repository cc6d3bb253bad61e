import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles, users } from '../../db/schema/index.ts';

/** The user's photo as a stored file, or null. */
export async function photoOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: storedFiles.id, key: storedFiles.key, contentType: storedFiles.contentType })
    .from(users)
    .innerJoin(storedFiles, eq(storedFiles.id, users.photoFileId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Makes `file` (just stored) the user's photo. Returns the key of the photo it replaces (its
 * row removed here; the object is deleted by a job once this commits), or null.
 */
export async function setPhoto(
  tx: DbOrTx,
  userId: number,
  file: { key: string; contentType: string; size: number; originalName: string } | null,
  at: Date,
): Promise<string | null> {
  const old = await photoOf(tx, userId);
  let photoFileId: number | null = null;
  if (file) {
    const [row] = await tx
      .insert(storedFiles)
      .values({ ...file, purpose: 'profile-photo', createdByUserId: userId, createdAt: at })
      .returning({ id: storedFiles.id });
    photoFileId = row!.id;
  }
  await tx.update(users).set({ photoFileId, updatedAt: at }).where(eq(users.id, userId));
  if (!old) return null;
  await tx.delete(storedFiles).where(eq(storedFiles.id, old.id));
  return old.key;
}
