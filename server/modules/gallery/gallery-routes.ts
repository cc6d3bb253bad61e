import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/errors.ts';
import {
  galleryChildren,
  galleryFieldsRequired,
  galleryIdParam,
  galleryListQuery,
  galleryListResponse,
  galleryPhoto,
  gallerySummary as gallerySummarySchema,
  galleryUpdateRequest,
  galleryUploadFields,
  taggableChildrenResponse,
} from '../../../contract/gallery.ts';
import type { Tx } from '../../db/client.ts';
import { galleryPhotos } from '../../db/schema/index.ts';
import { sendPage } from '../../lib/paging.ts';
import { audit } from '../../lib/audit.ts';
import { galleryPlaces, storeGalleryCopies } from '../../lib/files/gallery-copies.ts';
import { galleryImageTypes } from '../../lib/files/images.ts';
import { recordStoredFiles, releaseStoredFiles } from '../../lib/files/stored-files.ts';
import { parseUploadFields, receiveFile } from '../../lib/files/upload.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { principalOf } from '../../plugins/access.ts';
import {
  findPhoto,
  gallerySummary,
  listPhotos,
  setPhotoChildren,
  taggableChildren,
  untaggable,
} from './gallery-queries.ts';
import { galleryFileRoutes } from './gallery-file-routes.ts';

const photoNotFound = 'errors.photoNotFound';
const notAGalleryImage = 'errors.notAGalleryImage';

/**
 * The centre's photo gallery (decision 024): staff upload, describe, tag, hide and delete;
 * everyone lists what they may see (gallery-queries' visibleTo) and opens its files through
 * gallery-file-routes.
 */
export async function galleryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tmpDir = path.join(app.config.dataDir, 'tmp');

  /** The children named must exist, be enrolled and have a photo release (400 otherwise). */
  const checkChildren = async (db: Parameters<typeof untaggable>[0], childIds: number[]) => {
    const refused = await untaggable(db, childIds);
    if (!refused) return;
    if (refused.unknown) throw badRequest(galleryChildren, { childIds: galleryChildren });
    const message = 'errors.childWithoutPhotoRelease';
    throw badRequest(
      message,
      { childIds: { code: message, params: { name: refused.name } } },
      {
        name: refused.name,
      },
    );
  };

  r.get('/api/gallery', {
    config: { permission: 'gallery.read' },
    schema: {
      tags: ['gallery'],
      summary: 'Gallery photos the signed-in person may see, newest first (paged)',
      querystring: galleryListQuery,
      response: { 200: galleryListResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      return sendPage(reply, await listPhotos(app.db, principalOf(request), request.query));
    },
  });

  r.get('/api/gallery/summary', {
    config: { permission: 'gallery.manage' },
    schema: {
      tags: ['gallery'],
      summary: 'The gallery counters: all photos, visible, hidden',
      response: { 200: gallerySummarySchema },
    },
    handler: async () => gallerySummary(app.db),
  });

  r.get('/api/gallery/children', {
    config: { permission: 'gallery.manage' },
    schema: {
      tags: ['gallery'],
      summary: 'Children who may be named in photos (enrolled, with a photo release)',
      response: { 200: taggableChildrenResponse },
    },
    handler: async () => taggableChildren(app.db),
  });

  r.post('/api/gallery', {
    config: { permission: 'gallery.manage' },
    schema: {
      tags: ['gallery'],
      summary:
        'Upload a photo (multipart: title, description, tags and childIds as JSON text, then the file in "file")',
      consumes: ['multipart/form-data'],
      response: { 201: galleryPhoto, 400: errorResponse, 413: errorResponse, 415: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const upload = await receiveFile(
        request,
        {
          maxBytes: app.config.uploads.photoMaxBytes,
          accept: galleryImageTypes,
          notAccepted: notAGalleryImage,
          missing: galleryFieldsRequired,
        },
        tmpDir,
      );
      const at = app.clock.now();
      const places = galleryPlaces(at);
      try {
        const fields = parseUploadFields(galleryUploadFields, upload.fields);
        await checkChildren(app.db, fields.childIds);
        const { columns, stored } = await storeGalleryCopies(app.files, upload.path, places, {
          userId: principal.userId,
          originalName: upload.originalName,
        });
        const photo = await app.db.transaction(async (tx) => {
          // Checked again inside: a release withdrawn meanwhile is not overlooked.
          await checkChildren(tx, fields.childIds);
          const [row] = await tx
            .insert(galleryPhotos)
            .values({
              title: fields.title,
              description: fields.description,
              fileName: upload.originalName,
              ...columns,
              uploadedBy: principal.userId,
              tags: fields.tags,
              isVisible: true,
              createdAt: at,
            })
            .returning({ id: galleryPhotos.id });
          await setPhotoChildren(tx, row!.id, fields.childIds);
          await recordStoredFiles(tx, stored, at);
          await audit(tx, request, {
            action: 'gallery.upload',
            entityType: 'gallery_photo',
            entityId: row!.id,
            details: { title: fields.title, children: fields.childIds },
          });
          return (await findPhoto(tx, principal, row!.id))!;
        });
        return reply.code(201).send(photo);
      } catch (error) {
        // Nothing of a failed upload stays behind: not the copies just stored.
        await Promise.all(
          Object.values(places.keys).map((key) => app.files.delete(key).catch(() => {})),
        );
        throw error;
      } finally {
        await upload.discard();
      }
    },
  });

  r.patch('/api/gallery/:id', {
    config: { permission: 'gallery.manage' },
    schema: {
      tags: ['gallery'],
      summary: 'Change a photo: its title, description, tags and children, or only its visibility',
      params: galleryIdParam,
      body: galleryUpdateRequest,
      response: { 200: galleryPhoto, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const change = request.body;
      return app.db.transaction(async (tx: Tx) => {
        const [locked] = await tx
          .select({ id: galleryPhotos.id })
          .from(galleryPhotos)
          .where(eq(galleryPhotos.id, id))
          .for('update');
        if (!locked) throw notFound(photoNotFound);
        if ('isVisible' in change) {
          await tx
            .update(galleryPhotos)
            .set({ isVisible: change.isVisible })
            .where(eq(galleryPhotos.id, id));
          await audit(tx, request, {
            action: change.isVisible ? 'gallery.show' : 'gallery.hide',
            entityType: 'gallery_photo',
            entityId: id,
          });
        } else {
          await tx
            .update(galleryPhotos)
            .set({ title: change.title, description: change.description, tags: change.tags })
            .where(eq(galleryPhotos.id, id));
          if (change.childIds) {
            await checkChildren(tx, change.childIds);
            await setPhotoChildren(tx, id, change.childIds);
          }
          await audit(tx, request, {
            action: 'gallery.update',
            entityType: 'gallery_photo',
            entityId: id,
            details: { title: change.title, children: change.childIds },
          });
        }
        return (await findPhoto(tx, principal, id))!;
      });
    },
  });

  r.delete('/api/gallery/:id', {
    config: { permission: 'gallery.manage' },
    schema: {
      tags: ['gallery'],
      summary: 'Delete a photo and its files',
      params: galleryIdParam,
      response: { 204: z.null().describe('Deleted'), 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const at = app.clock.now();
      await app.db.transaction(async (tx) => {
        const [removed] = await tx.delete(galleryPhotos).where(eq(galleryPhotos.id, id)).returning({
          title: galleryPhotos.title,
          storageKey: galleryPhotos.storageKey,
          thumbnailKey: galleryPhotos.thumbnailKey,
        });
        if (!removed) throw notFound(photoNotFound);
        const keys = [removed.storageKey, removed.thumbnailKey].filter((k) => k !== null);
        await releaseStoredFiles(tx, keys, at);
        await audit(tx, request, {
          action: 'gallery.delete',
          entityType: 'gallery_photo',
          entityId: id,
          details: { title: removed.title },
        });
      });
      return reply.code(204).send(null);
    },
  });

  await app.register(galleryFileRoutes);
}
