import { and, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { enrolledChild } from '../children/enrolled-children.ts';
import type { GalleryListQuery, GalleryPhoto } from '../../../contract/gallery.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  children,
  enrolmentConsents,
  galleryPhotoChildren,
  galleryPhotos,
  rooms,
  users,
} from '../../db/schema/index.ts';
import { accessible, type Viewer } from '../../access/access.ts';
import { photoRelease } from '../../access/scopes.ts';
import { afterCursor, sortKeySql, toPage } from '../../lib/paging.ts';
import { containing } from '../../lib/text-search.ts';
import type { Principal } from '../../types.ts';

import { userDisplayName } from '../auth/auth-queries.ts';

/*
 * The outer row's columns inside correlated subqueries, spelled out: Drizzle leaves columns
 * unqualified in a single-table select, and an unqualified "id" inside a subquery would be
 * the subquery's own table's.
 */
const photoId = sql.raw('"gallery_photos"."id"');
const photoUploader = sql.raw('"gallery_photos"."uploaded_by"');
const childId = sql.raw('"children"."id"');

/** A child named in the photo has no photo release on record. */
const staffOnly = sql<boolean>`exists (select 1 from ${galleryPhotoChildren} gc
  where gc.photo_id = ${photoId}
  and not exists (select 1 from ${enrolmentConsents} ec
                  where ec.child_id = gc.child_id and ec.form = ${photoRelease}))`;

/**
 * What the principal may see of the gallery: everything for staff; for a parent, visible
 * photos that no child without a photo release appears in, and that name no child or one
 * of their own (server/access's familyPhoto). In SQL, so a parent's list is filtered by the
 * database.
 */
const visibleTo = (viewer: Viewer) => accessible(viewer, 'gallery.read', galleryPhotos.id);

/** The children named in a photo, as JSON; for a parent only their own. */
const namedChildren = (viewer: Viewer) => {
  const own = accessible(viewer, 'child.read', sql`c.id`);
  return sql<{ id: number; name: string }[]>`coalesce(
  (select json_agg(json_build_object('id', c.id, 'name', c.first_name || ' ' || c.last_name)
                   order by c.first_name, c.last_name, c.id)
   from ${galleryPhotoChildren} gc join ${children} c on c.id = gc.child_id
   where gc.photo_id = ${photoId} ${own ? sql`and ${own}` : sql``}),
  '[]'::json)`;
};

/** New photos since `since` that this person may see (the parent's weekly digest). */
export async function countPhotosSince(db: DbOrTx, viewer: Viewer, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(galleryPhotos)
    .where(and(visibleTo(viewer), gt(galleryPhotos.createdAt, since)));
  return row!.n;
}

const photoOrder = [galleryPhotos.createdAt, galleryPhotos.id];

/** `/uploads/gallery/<name>` of the display copy → the thumbnail's path. */
export const thumbnailPathOf = (filePath: string) =>
  filePath.replace('/uploads/gallery/', '/uploads/gallery/thumbnails/');

function columns(principal: Principal) {
  return {
    id: galleryPhotos.id,
    title: galleryPhotos.title,
    description: galleryPhotos.description,
    fileName: galleryPhotos.fileName,
    filePath: galleryPhotos.filePath,
    fileSize: galleryPhotos.fileSize,
    width: galleryPhotos.width,
    height: galleryPhotos.height,
    uploadedBy: galleryPhotos.uploadedBy,
    uploadedByName: sql<string | null>`(select ${userDisplayName} from ${users}
                                        where "users"."id" = ${photoUploader})`,
    tags: galleryPhotos.tags,
    children: namedChildren(principal),
    isVisible: galleryPhotos.isVisible,
    staffOnly,
    createdAt: galleryPhotos.createdAt,
  };
}

type Row = Awaited<ReturnType<typeof selectPhotos>>[number];
const toPhoto = ({ sortKey: _sortKey, createdAt, ...row }: Row): GalleryPhoto => ({
  ...row,
  thumbnailPath: thumbnailPathOf(row.filePath),
  createdAt: createdAt.toISOString(),
});

function selectPhotos(db: DbOrTx, principal: Principal, where: (SQL | undefined)[], limit: number) {
  return db
    .select({ ...columns(principal), sortKey: sortKeySql(photoOrder) })
    .from(galleryPhotos)
    .where(and(visibleTo(principal), ...where))
    .orderBy(desc(galleryPhotos.createdAt), desc(galleryPhotos.id))
    .limit(limit);
}

/** A page of the gallery as the principal may see it, newest first. */
export async function listPhotos(db: DbOrTx, principal: Principal, query: GalleryListQuery) {
  const search = query.search?.trim();
  const tag = query.tag?.trim();
  const rows = await selectPhotos(
    db,
    principal,
    [
      afterCursor(photoOrder, query.before),
      search
        ? or(
            sql`${galleryPhotos.title} ilike ${containing(search)}`,
            sql`${galleryPhotos.description} ilike ${containing(search)}`,
          )
        : undefined,
      tag
        ? sql`exists (select 1 from jsonb_array_elements_text(${galleryPhotos.tags}) t
                      where lower(t) = lower(${tag}))`
        : undefined,
    ],
    query.limit + 1,
  );
  const page = toPage(rows, query.limit, (r) => r.sortKey);
  return { items: page.rows.map(toPhoto), nextCursor: page.nextCursor };
}

/** One photo, if the principal may see it (undefined otherwise, as for no such photo). */
export async function findPhoto(db: DbOrTx, principal: Principal, id: number) {
  const [row] = await selectPhotos(db, principal, [eq(galleryPhotos.id, id)], 1);
  return row ? toPhoto(row) : undefined;
}

/** The photos among `ids` the principal may see (a milestone's evidence: decision 033). */
export async function photosVisibleTo(db: DbOrTx, principal: Principal, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectPhotos(db, principal, [inArray(galleryPhotos.id, ids)], ids.length);
  return rows.map(toPhoto);
}

/** A child's photos (those naming them) the principal may see, newest first. */
export async function photosOfChild(
  db: DbOrTx,
  principal: Principal,
  childId: number,
  limit: number,
) {
  const rows = await selectPhotos(
    db,
    principal,
    [
      sql`exists (select 1 from ${galleryPhotoChildren} gc
                  where gc.photo_id = ${photoId} and gc.child_id = ${childId})`,
    ],
    limit,
  );
  return rows.map(toPhoto);
}

/** Whether every photo of `ids` exists and names the child. */
export async function allPhotosOfChild(db: DbOrTx, childId: number, ids: number[]) {
  if (ids.length === 0) return true;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(galleryPhotoChildren)
    .where(
      and(eq(galleryPhotoChildren.childId, childId), inArray(galleryPhotoChildren.photoId, ids)),
    );
  return row!.n === ids.length;
}

/**
 * The stored copy behind a /uploads/gallery path (display or thumbnail), if the principal
 * may see its photo.
 */
export async function findPhotoFile(
  db: DbOrTx,
  principal: Principal,
  filePath: string,
  size: 'display' | 'thumbnail',
) {
  const [row] = await db
    .select({
      storageKey: galleryPhotos.storageKey,
      thumbnailKey: galleryPhotos.thumbnailKey,
      fileName: galleryPhotos.fileName,
    })
    .from(galleryPhotos)
    .where(and(visibleTo(principal), eq(galleryPhotos.filePath, filePath)));
  if (!row) return undefined;
  const key = size === 'display' ? row.storageKey : (row.thumbnailKey ?? row.storageKey);
  // The name it had on the uploader's device, as the WebP it now is.
  return { key, fileName: `${row.fileName.replace(/\.[^.]*$/, '')}.webp` };
}

export async function gallerySummary(db: DbOrTx) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      visible: sql<number>`(count(*) filter (where ${galleryPhotos.isVisible}))::int`,
      hidden: sql<number>`(count(*) filter (where not ${galleryPhotos.isVisible}))::int`,
    })
    .from(galleryPhotos);
  return row!;
}

/** Children staff may name in photos: enrolled, with a photo release on record. */
export async function taggableChildren(db: DbOrTx) {
  return db
    .select({
      id: children.id,
      name: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      room: rooms.name,
    })
    .from(children)
    .innerJoin(rooms, eq(rooms.id, children.roomId))
    .innerJoin(
      enrolmentConsents,
      and(eq(enrolmentConsents.childId, children.id), eq(enrolmentConsents.form, photoRelease)),
    )
    .where(enrolledChild)
    .orderBy(children.firstName, children.lastName, children.id);
}

/**
 * Refuses to name a child who is not enrolled or has no photo release on record (400,
 * naming the first such child), before anything is stored.
 */
export async function untaggable(db: DbOrTx, childIds: number[]) {
  if (childIds.length === 0) return null;
  const rows = await db
    .select({
      id: children.id,
      name: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      removed: sql<boolean>`${children.removedAt} is not null`,
      released: sql<boolean>`exists (select 1 from ${enrolmentConsents} ec
        where ec.child_id = ${childId} and ec.form = ${photoRelease})`,
    })
    .from(children)
    .where(inArray(children.id, childIds));
  if (rows.length < childIds.length || rows.some((r) => r.removed))
    return { unknown: true } as const;
  const unreleased = rows.find((r) => !r.released);
  return unreleased ? ({ unknown: false, name: unreleased.name } as const) : null;
}

export async function setPhotoChildren(tx: DbOrTx, photoId: number, childIds: number[]) {
  await tx.delete(galleryPhotoChildren).where(eq(galleryPhotoChildren.photoId, photoId));
  if (childIds.length === 0) return;
  await tx.insert(galleryPhotoChildren).values(childIds.map((childId) => ({ photoId, childId })));
}

/** A new photo's row (its children are set apart: setPhotoChildren). Returns its id. */
export async function insertPhoto(
  tx: DbOrTx,
  photo: Omit<typeof galleryPhotos.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await tx.insert(galleryPhotos).values(photo).returning({ id: galleryPhotos.id });
  return row!.id;
}

/** Locks a photo's row for a change; false when there is no such photo. */
export async function lockPhoto(tx: DbOrTx, id: number): Promise<boolean> {
  const [locked] = await tx
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(eq(galleryPhotos.id, id))
    .for('update');
  return locked !== undefined;
}

/** Changes a photo's words or its visibility. */
export async function updatePhoto(
  tx: DbOrTx,
  id: number,
  change: { isVisible: boolean } | { title: string; description: string; tags: string[] },
) {
  await tx.update(galleryPhotos).set(change).where(eq(galleryPhotos.id, id));
}

/** Deletes a photo's row; what it was (its title and stored copies), or undefined for none. */
export async function deletePhotoRow(tx: DbOrTx, id: number) {
  const [removed] = await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning({
    title: galleryPhotos.title,
    storageKey: galleryPhotos.storageKey,
    thumbnailKey: galleryPhotos.thumbnailKey,
  });
  return removed;
}
