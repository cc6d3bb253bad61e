import type { FastifyInstance } from 'fastify';
import { sendStoredFile } from '../../lib/files/download.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import { findPhotoFile } from './gallery-queries.ts';

const photoNotFound = 'errors.photoNotFound';

/**
 * A photo's files at the spec's generated paths: /uploads/gallery/<name> is the display
 * copy, /uploads/gallery/thumbnails/<name> its thumbnail. Each request is authorized like
 * the list (a photo a parent may not see answers 404, as one that does not exist).
 */
export async function galleryFileRoutes(app: FastifyInstance): Promise<void> {
  for (const [route, size] of [
    ['GET /uploads/gallery/:name', 'display'],
    ['GET /uploads/gallery/thumbnails/:name', 'thumbnail'],
  ] as const) {
    serve(app, route, async (request, reply) => {
      const filePath = `/uploads/gallery/${request.params.name}`;
      const file = await findPhotoFile(app.db, principalOf(request), filePath, size);
      if (!file) throw notFound(photoNotFound);
      return sendStoredFile(request, reply, app.files, {
        key: file.key,
        contentType: 'image/webp',
        fileName: file.fileName,
      });
    });
  }
}
