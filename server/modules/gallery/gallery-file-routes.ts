import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { galleryFileParam } from '../../../contract/gallery.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { notFound } from '../../lib/http-errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { findPhotoFile } from './gallery-queries.ts';

const photoNotFound = 'errors.photoNotFound';

/**
 * A photo's files at the spec's generated paths: /uploads/gallery/<name> is the display
 * copy, /uploads/gallery/thumbnails/<name> its thumbnail. Each request is authorized like
 * the list (a photo a parent may not see answers 404, as one that does not exist).
 */
export async function galleryFileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const size of ['display', 'thumbnail'] as const) {
    const prefix = size === 'display' ? '/uploads/gallery/' : '/uploads/gallery/thumbnails/';
    r.get(`${prefix}:name`, {
      config: { permission: 'gallery.read' },
      schema: {
        tags: ['gallery'],
        summary:
          size === 'display'
            ? 'A photo’s display copy (WebP, at most 1600 px)'
            : 'A photo’s thumbnail (WebP, at most 400 px)',
        params: galleryFileParam,
        response: { 404: errorResponse },
      },
      handler: async (request, reply) => {
        const filePath = `/uploads/gallery/${request.params.name}`;
        const file = await findPhotoFile(app.db, principalOf(request), filePath, size);
        if (!file) throw notFound(photoNotFound);
        return sendStoredFile(request, reply, app.files, {
          key: file.key,
          contentType: 'image/webp',
          fileName: file.fileName,
        });
      },
    });
  }
}
