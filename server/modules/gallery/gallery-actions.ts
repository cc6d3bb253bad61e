import type { z } from 'zod';
import type { GalleryPhoto, galleryUpdateRequest } from '../../../contract/gallery.ts';
import { galleryChildren, galleryUploadFields } from '../../../contract/gallery.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import type { FileStore } from '../../lib/files/file-store.ts';
import { galleryPlaces, storeGalleryCopies } from '../../lib/files/gallery-copies.ts';
import { recordStoredFiles, releaseStoredFiles } from '../../lib/files/stored-files.ts';
import { parseUploadFields, type ReceivedFile } from '../../lib/files/upload.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import {
  deletePhotoRow,
  findPhoto,
  insertPhoto,
  lockPhoto,
  setPhotoChildren,
  untaggable,
  updatePhoto,
} from './gallery-queries.ts';

const photoNotFound = 'errors.photoNotFound';

/** The children named must exist, be enrolled and have a photo release (400 otherwise). */
async function checkChildren(db: DbOrTx, childIds: number[]) {
  const refused = await untaggable(db, childIds);
  if (!refused) return;
  if (refused.unknown) throw badRequest(galleryChildren, { childIds: galleryChildren });
  const message = 'errors.childWithoutPhotoRelease';
  throw badRequest(
    message,
    { childIds: { code: message, params: { name: refused.name } } },
    { name: refused.name },
  );
}

/**
 * Adds an uploaded photo (decision 024): its fields checked, its display copy and thumbnail
 * stored, then its row, children, stored files and audit row in one transaction. Nothing of
 * a failed upload stays behind: not the copies just stored.
 */
export async function uploadPhoto(
  db: DbOrTx,
  files: FileStore,
  actor: Actor,
  upload: ReceivedFile,
  at: Date,
): Promise<GalleryPhoto> {
  const places = galleryPlaces(at);
  try {
    const fields = parseUploadFields(galleryUploadFields, upload.fields);
    await checkChildren(db, fields.childIds);
    const { columns, stored } = await storeGalleryCopies(files, upload.path, places, {
      userId: actor.userId,
      originalName: upload.originalName,
    });
    return await db.transaction(async (tx) => {
      // Checked again inside: a release withdrawn meanwhile is not overlooked.
      await checkChildren(tx, fields.childIds);
      const id = await insertPhoto(tx, {
        title: fields.title,
        description: fields.description,
        fileName: upload.originalName,
        ...columns,
        uploadedBy: actor.userId,
        tags: fields.tags,
        isVisible: true,
        createdAt: at,
      });
      await setPhotoChildren(tx, id, fields.childIds);
      await recordStoredFiles(tx, stored, at);
      await auditBy(tx, actor, {
        action: 'gallery.upload',
        entityType: 'gallery_photo',
        entityId: id,
        details: { title: fields.title, children: fields.childIds },
        at,
      });
      return (await findPhoto(tx, actor, id))!;
    });
  } catch (error) {
    await Promise.all(Object.values(places.keys).map((key) => files.delete(key).catch(() => {})));
    throw error;
  }
}

/** Changes a photo's title, description, tags and children, or only its visibility. */
export async function changePhoto(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  change: z.output<typeof galleryUpdateRequest>,
  at: Date,
): Promise<GalleryPhoto> {
  if (!(await lockPhoto(tx, id))) throw notFound(photoNotFound);
  if ('isVisible' in change) {
    await updatePhoto(tx, id, { isVisible: change.isVisible });
    await auditBy(tx, actor, {
      action: change.isVisible ? 'gallery.show' : 'gallery.hide',
      entityType: 'gallery_photo',
      entityId: id,
      at,
    });
  } else {
    const { title, description, tags, childIds } = change;
    await updatePhoto(tx, id, { title, description, tags });
    if (childIds) {
      await checkChildren(tx, childIds);
      await setPhotoChildren(tx, id, childIds);
    }
    await auditBy(tx, actor, {
      action: 'gallery.update',
      entityType: 'gallery_photo',
      entityId: id,
      details: { title, children: childIds },
      at,
    });
  }
  return (await findPhoto(tx, actor, id))!;
}

/** Deletes a photo; its stored copies are released (a job removes them). */
export async function deletePhoto(tx: DbOrTx, actor: Actor, id: number, at: Date): Promise<void> {
  const removed = await deletePhotoRow(tx, id);
  if (!removed) throw notFound(photoNotFound);
  const keys = [removed.storageKey, removed.thumbnailKey].filter((k) => k !== null);
  await releaseStoredFiles(tx, keys, at);
  await auditBy(tx, actor, {
    action: 'gallery.delete',
    entityType: 'gallery_photo',
    entityId: id,
    details: { title: removed.title },
    at,
  });
}
