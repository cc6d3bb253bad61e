import { randomUUID } from 'node:crypto';
import { portalOf } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { queueFileDeletion } from '../../lib/files/file-jobs.ts';
import type { FileStore } from '../../lib/files/file-store.ts';
import { webpVariant } from '../../lib/files/images.ts';
import type { Principal } from '../../types.ts';
import { findProfile } from './account-queries.ts';
import { setPhoto } from './profile-photo-queries.ts';

const photoSide = 512;

export type StoredPhoto = { key: string; contentType: string; size: number };

/**
 * An uploaded image stored as the profile's 512 px square WebP, under a new key. Nothing of
 * a failed attempt stays behind.
 */
export async function storeProfilePhoto(
  files: FileStore,
  imagePath: string,
  at: Date,
  /** The store's folder: a pick-up person's photo (decision 065) is made the same way. */
  folder: 'profile-photos' | 'pickup-photos' = 'profile-photos',
): Promise<StoredPhoto> {
  const key = `${folder}/${at.getUTCFullYear()}/${randomUUID()}.webp`;
  try {
    const photo = await webpVariant(imagePath, {
      width: photoSide,
      height: photoSide,
      fit: 'cover',
    });
    await files.put(key, photo.buffer, {
      contentType: photo.contentType,
      size: photo.buffer.length,
    });
    return { key, contentType: photo.contentType, size: photo.buffer.length };
  } catch (error) {
    await files.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * The stored photo becomes the signed-in person's (null: they have none); the one it
 * replaces is deleted once the change commits. Answers the profile, and the audit row to
 * write when the photo changed.
 */
export async function setProfilePhoto(
  tx: DbOrTx,
  principal: Principal,
  photo: (StoredPhoto & { originalName: string }) | null,
  at: Date,
) {
  const replaced = await setPhoto(tx, principal.userId, photo, at);
  if (replaced) await queueFileDeletion(tx, replaced, at);
  const audit: AuditEntry | null =
    photo || replaced
      ? {
          action: photo ? 'profile.photo.change' : 'profile.photo.remove',
          entityType: 'user',
          entityId: principal.userId,
        }
      : null;
  return { profile: (await findProfile(tx, principal.userId, portalOf(principal.role)))!, audit };
}
