import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profilePhotoMaxBytes, profileResponse } from '../../../contract/account.ts';
import { oneLine } from '../../../contract/common.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { portalOf } from '../../../contract/enums.ts';
import { audit } from '../../lib/audit.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { queueFileDeletion } from '../../lib/files/file-jobs.ts';
import { imageTypes, notAnImageMessage, webpVariant } from '../../lib/files/images.ts';
import { receiveFile } from '../../lib/files/upload.ts';
import { notFound } from '../../lib/http-errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { findProfile } from './account-queries.ts';
import { photoOf, setPhoto } from './profile-photo-queries.ts';

const photoSide = 512;

/** The signed-in person's own profile photo: change it, remove it, see it. */
export async function profilePhotoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tmpDir = path.join(app.config.dataDir, 'tmp');

  r.get('/api/profile/photo', {
    config: { permission: 'session.read' },
    schema: {
      tags: ['account'],
      summary: 'The signed-in person’s profile photo (WebP)',
      querystring: z.object({ v: oneLine(z.string()).max(20).optional() }),
      response: { 404: errorResponse },
    },
    handler: async (request, reply) => {
      const photo = await photoOf(app.db, principalOf(request).userId);
      if (!photo) throw notFound('errors.noProfilePhoto');
      return sendStoredFile(request, reply, app.files, {
        key: photo.key,
        contentType: photo.contentType,
        fileName: 'profile-photo.webp',
      });
    },
  });

  r.put('/api/profile/photo', {
    config: { permission: 'profile.update' },
    schema: {
      tags: ['account'],
      summary: 'Change the profile photo (multipart, one image file in the field "file")',
      consumes: ['multipart/form-data'],
      response: {
        200: profileResponse,
        400: errorResponse,
        413: errorResponse,
        415: errorResponse,
      },
    },
    handler: async (request) => {
      const { userId, role } = principalOf(request);
      const upload = await receiveFile(
        request,
        { maxBytes: profilePhotoMaxBytes, accept: imageTypes, notAccepted: notAnImageMessage },
        tmpDir,
      );
      const at = app.clock.now();
      const key = `profile-photos/${at.getUTCFullYear()}/${randomUUID()}.webp`;
      try {
        const photo = await webpVariant(upload.path, {
          width: photoSide,
          height: photoSide,
          fit: 'cover',
        });
        await app.files.put(key, photo.buffer, {
          contentType: photo.contentType,
          size: photo.buffer.length,
        });
        return await app.db.transaction(async (tx) => {
          const replaced = await setPhoto(
            tx,
            userId,
            {
              key,
              contentType: photo.contentType,
              size: photo.buffer.length,
              originalName: upload.originalName,
            },
            at,
          );
          if (replaced) await queueFileDeletion(tx, replaced, at);
          await audit(tx, request, {
            action: 'profile.photo.change',
            entityType: 'user',
            entityId: userId,
          });
          return (await findProfile(tx, userId, portalOf(role)))!;
        });
      } catch (error) {
        // Nothing of a failed change stays behind: not the object just stored.
        await app.files.delete(key).catch(() => {});
        throw error;
      } finally {
        await upload.discard();
      }
    },
  });

  r.delete('/api/profile/photo', {
    config: { permission: 'profile.update' },
    schema: {
      tags: ['account'],
      summary: 'Remove the profile photo',
      response: { 200: profileResponse },
    },
    handler: async (request) => {
      const { userId, role } = principalOf(request);
      const at = app.clock.now();
      return app.db.transaction(async (tx) => {
        const removed = await setPhoto(tx, userId, null, at);
        if (removed) {
          await queueFileDeletion(tx, removed, at);
          await audit(tx, request, {
            action: 'profile.photo.remove',
            entityType: 'user',
            entityId: userId,
          });
        }
        return (await findProfile(tx, userId, portalOf(role)))!;
      });
    },
  });
}
