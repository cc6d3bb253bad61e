import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { galleryFieldsRequired } from '../../../contract/gallery.ts';
import { galleryImageTypes } from '../../lib/files/images.ts';
import { receiveFile } from '../../lib/files/upload.ts';
import { sendPage } from '../../lib/paging.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { changePhoto, deletePhoto, uploadPhoto } from './gallery-actions.ts';
import { gallerySummary, listPhotos, taggableChildren } from './gallery-queries.ts';
import { galleryFileRoutes } from './gallery-file-routes.ts';

const notAGalleryImage = 'errors.notAGalleryImage';

/**
 * The centre's photo gallery (decision 024): staff upload, describe, tag, hide and delete;
 * everyone lists what they may see (gallery-queries' visibleTo) and opens its files through
 * gallery-file-routes.
 */
export async function galleryRoutes(app: FastifyInstance): Promise<void> {
  const tmpDir = path.join(app.config.dataDir, 'tmp');

  serve(app, 'GET /api/gallery', async (request, reply) =>
    sendPage(reply, await listPhotos(app.db, principalOf(request), request.query)),
  );

  serve(app, 'GET /api/gallery/summary', () => gallerySummary(app.db));

  serve(app, 'GET /api/gallery/children', () => taggableChildren(app.db));

  serve(app, 'POST /api/gallery', async (request, reply) => {
    const actor = actorOf(request);
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
    try {
      const photo = await uploadPhoto(app.db, app.files, actor, upload, app.clock.now());
      return reply.code(201).send(photo);
    } finally {
      await upload.discard();
    }
  });

  serve(app, 'PATCH /api/gallery/:id', (request) =>
    app.db.transaction((tx) =>
      changePhoto(tx, actorOf(request), request.params.id, request.body, app.clock.now()),
    ),
  );

  serve(app, 'DELETE /api/gallery/:id', async (request, reply) => {
    const at = app.clock.now();
    await app.db.transaction((tx) => deletePhoto(tx, actorOf(request), request.params.id, at));
    return reply.code(204).send(null);
  });

  await app.register(galleryFileRoutes);
}
