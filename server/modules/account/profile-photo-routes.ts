import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { profilePhotoMaxBytes } from '../../../contract/account.ts';
import { audit } from '../../lib/audit.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { imageTypes, notAnImageMessage } from '../../lib/files/images.ts';
import { receiveFile } from '../../lib/files/upload.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { setProfilePhoto, storeProfilePhoto } from './profile-photo-actions.ts';
import { photoOf } from './profile-photo-queries.ts';

/** The signed-in person's own profile photo: change it, remove it, see it. */
export async function profilePhotoRoutes(app: FastifyInstance): Promise<void> {
  const tmpDir = path.join(app.config.dataDir, 'tmp');

  serve(app, 'GET /api/profile/photo', async (request, reply) => {
    const photo = await photoOf(app.db, principalOf(request).userId);
    if (!photo) throw notFound('errors.noProfilePhoto');
    return sendStoredFile(request, reply, app.files, {
      key: photo.key,
      contentType: photo.contentType,
      fileName: 'profile-photo.webp',
    });
  });

  serve(app, 'PUT /api/profile/photo', async (request) => {
    const principal = principalOf(request);
    const upload = await receiveFile(
      request,
      { maxBytes: profilePhotoMaxBytes, accept: imageTypes, notAccepted: notAnImageMessage },
      tmpDir,
    );
    const at = app.clock.now();
    try {
      const stored = await storeProfilePhoto(app.files, upload.path, at);
      try {
        return await app.db.transaction(async (tx) => {
          const photo = { ...stored, originalName: upload.originalName };
          const changed = await setProfilePhoto(tx, principal, photo, at);
          if (changed.audit) await audit(tx, request, changed.audit);
          return changed.profile;
        });
      } catch (error) {
        // Nothing of a failed change stays behind: not the object just stored.
        await app.files.delete(stored.key).catch(() => {});
        throw error;
      }
    } finally {
      await upload.discard();
    }
  });

  serve(app, 'DELETE /api/profile/photo', async (request) => {
    const principal = principalOf(request);
    const at = app.clock.now();
    return app.db.transaction(async (tx) => {
      const removed = await setProfilePhoto(tx, principal, null, at);
      if (removed.audit) await audit(tx, request, removed.audit);
      return removed.profile;
    });
  });
}
